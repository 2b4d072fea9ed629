import type { FastifyInstance } from 'fastify';
import { FetchRefused } from '../../lib/safe-fetch.ts';
import { listingLimits } from '../settings/index.ts';
import { checkImageAtUrl, fetchedFrom, ImageRejected, storeImageFromUrl } from '../uploads/index.ts';

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

/**
 * Each of the row's photos through `take`, in the feed's order: only the first photos the listing limits allow,
 * a photo served at two URLs once. The first photo that cannot be taken throws a PhotoRefused: the row then fails
 * whole. The run's `limit` bounds its fetches together, and its `signal` (a cancelled run) aborts the downloads
 * under way and those still waiting.
 */
async function eachRowPhoto<T>(
  app: FastifyInstance,
  urls: readonly string[],
  run: { limit: ConcurrencyLimit; signal: AbortSignal },
  take: (url: string) => Promise<T>,
): Promise<T[]> {
  const wanted = [...new Set(urls)].slice(0, (await listingLimits(app)).photosPerAd);
  return Promise.all(
    wanted.map((url) =>
      run.limit(async () => {
        run.signal.throwIfAborted();
        try {
          return await take(url);
        } catch (error) {
          if (run.signal.aborted) throw error;
          if (error instanceof FetchRefused) throw new PhotoRefused(url, error.messageKey, error.values);
          if (error instanceof ImageRejected) throw new PhotoRefused(url, error.messageKey);
          throw error;
        }
      }),
    ),
  );
}

/**
 * The row's photos as stored uploads, in the feed's order, through the uploads' own checks (type by content, size,
 * pixels; once per content hash; a URL whose validators still match is not downloaded again).
 */
export async function storeRowPhotos(
  app: FastifyInstance,
  ownerId: string,
  urls: readonly string[],
  run: { limit: ConcurrencyLimit; signal: AbortSignal },
): Promise<string[]> {
  // One look-up for the row's photos instead of one a photo.
  const known = await fetchedFrom(app, urls);
  const keys = await eachRowPhoto(app, urls, run, async (url) => {
    const stored = await storeImageFromUrl(app, url, {
      ownerId,
      namespace: 'advertisements',
      signal: run.signal,
      known: known.get(url) ?? null,
    });
    return stored.key;
  });
  return [...new Set(keys)];
}

/**
 * A dry run's look at the row's photos (`checkImageAtUrl`: the same fetch's checks, the first bytes only, nothing
 * stored): the stored key of each photo a real run would reuse, null for one it would fetch and store anew.
 */
export const checkRowPhotos = (
  app: FastifyInstance,
  urls: readonly string[],
  run: { limit: ConcurrencyLimit; signal: AbortSignal },
) => eachRowPhoto(app, urls, run, (url) => checkImageAtUrl(app, url, { signal: run.signal }));
