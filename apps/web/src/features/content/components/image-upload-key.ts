import { isSafeImageSource } from '@coachyard/contract';

/** The upload key an image's address stands for: a key itself, or our media URL of one; else null. */
export function uploadKeyOf(src: string | null): string | null {
  const key = /(?:^|\/media\/)(images\/original\/[^?#]+)$/.exec(src ?? '')?.[1] ?? null;
  return isSafeImageSource(key) ? key : null;
}
