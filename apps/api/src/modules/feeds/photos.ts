import type { FastifyInstance } from 'fastify';
import { FetchRefused } from '../../lib/safe-fetch.ts';
import { listingLimits } from '../settings/index.ts';
import { ImageRejected, storeImageFromUrl } from '../uploads/index.ts';

/** Photos of one row fetched at the same time: enough to hide a dealer server's latency, few enough to be polite. */
const PHOTOS_AT_ONCE = 4;

/** A photo of the row that could not be taken: its URL and why, worded by the run. */
export class PhotoRefused extends Error {
  constructor(
    readonly url: string,
    readonly messageKey: string,
    readonly values: Record<string, string | number> = {},
  ) {
    super(messageKey);
  }
}

/**
 * The row's photos as stored uploads, in the feed's order, through the uploads' own checks (type by content, size,
 * pixels; once per content hash; a URL whose validators still match is not downloaded again). Only the first
 * photos the listing limits allow are taken, and a photo served at two URLs counts once. The first photo that
 * cannot be taken throws a PhotoRefused: the row then fails whole.
 */
export async function storeRowPhotos(
  app: FastifyInstance,
  ownerId: string,
  urls: readonly string[],
): Promise<string[]> {
  const wanted = [...new Set(urls)].slice(0, (await listingLimits(app)).photosPerAd);
  const keys: string[] = new Array(wanted.length);
  let next = 0;
  const fetchNext = async (): Promise<void> => {
    const position = next++;
    if (position >= wanted.length) return;
    const url = wanted[position]!;
    try {
      keys[position] = (await storeImageFromUrl(app, url, { ownerId, namespace: 'advertisements' })).key;
    } catch (error) {
      if (error instanceof FetchRefused) throw new PhotoRefused(url, error.messageKey, error.values);
      if (error instanceof ImageRejected) throw new PhotoRefused(url, error.messageKey);
      throw error;
    }
    return fetchNext();
  };
  await Promise.all(Array.from({ length: Math.min(PHOTOS_AT_ONCE, wanted.length) }, fetchNext));
  return [...new Set(keys)];
}
