import type { FastifyInstance } from 'fastify';
import type { FetchedImageRow } from '../../db/schema/index.ts';
import { FetchRefused } from '../../lib/safe-fetch.ts';
import { listingLimits } from '../settings/index.ts';
import { checkImageAtUrl, ImageRejected, storeImagesFromUrls } from '../uploads/index.ts';

/**
 * Photos a run fetches at the same time, across its rows: enough to hide a dealer server's latency and keep both
 * cores busy checking images while rows are written, few enough to be polite to the dealer's server.
 */
const PHOTOS_AT_ONCE = 16;

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

/** At most `limit` tasks at a time; the rest wait in order. A finished task hands its place to the next. */
export function concurrencyLimit(limit = PHOTOS_AT_ONCE) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
export type ConcurrencyLimit = ReturnType<typeof concurrencyLimit>;

/** The row's photos a run takes: only the first the listing limits allow, a photo served at two URLs once. */
const wantedOf = async (app: FastifyInstance, urls: readonly string[]) =>
  [...new Set(urls)].slice(0, (await listingLimits(app)).photosPerAd);

/**
 * A photo's step under the run's `limit` (its fetches and checks together), aborted with the run's `signal` (a
 * cancelled run) before it starts; a refusal becomes a PhotoRefused naming the URL: the row then fails whole.
 */
const stepOf =
  (run: { limit: ConcurrencyLimit; signal: AbortSignal }) =>
  <T>(url: string, take: () => Promise<T>): Promise<T> =>
    run.limit(async () => {
      run.signal.throwIfAborted();
      try {
        return await take();
      } catch (error) {
        if (run.signal.aborted) throw error;
        if (error instanceof FetchRefused) throw new PhotoRefused(url, error.messageKey, error.values);
        if (error instanceof ImageRejected) throw new PhotoRefused(url, error.messageKey);
        throw error;
      }
    });

/**
 * The row's photos as stored uploads, in the feed's order, through the uploads' own checks (type by content, size,
 * pixels; once per content hash; a URL whose validators still match is not downloaded again). The first photo
 * that cannot be taken throws a PhotoRefused.
 */
export async function storeRowPhotos(
  app: FastifyInstance,
  ownerId: string,
  urls: readonly string[],
  run: { limit: ConcurrencyLimit; signal: AbortSignal; known?: ReadonlyMap<string, FetchedImageRow> },
): Promise<{ keys: string[]; thumbnails: Map<string, string> }> {
  const stored = await storeImagesFromUrls(app, await wantedOf(app, urls), {
    ownerId,
    namespace: 'advertisements',
    signal: run.signal,
    known: run.known,
    step: stepOf(run),
  });
  const thumbnails = new Map(stored.map((image) => [image.key, image.thumbnail_key]));
  return { keys: [...thumbnails.keys()], thumbnails };
}

/**
 * A dry run's look at the row's photos (`checkImageAtUrl`: the same fetch's checks, the first bytes only, nothing
 * stored): the stored key of each photo a real run would reuse, null for one it would fetch and store anew.
 */
export const checkRowPhotos = async (
  app: FastifyInstance,
  urls: readonly string[],
  run: { limit: ConcurrencyLimit; signal: AbortSignal },
) => {
  const step = stepOf(run);
  const wanted = await wantedOf(app, urls);
  return Promise.all(wanted.map((url) => step(url, () => checkImageAtUrl(app, url, { signal: run.signal }))));
};
