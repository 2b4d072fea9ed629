import type { FastifyInstance } from 'fastify';
import { FetchRefused } from '../../lib/safe-fetch.ts';
import { listingLimits } from '../settings/index.ts';
import { fetchedFrom, ImageRejected, storeImageFromUrl } from '../uploads/index.ts';

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
 * The row's photos as stored uploads, in the feed's order, through the uploads' own checks (type by content, size,
 * pixels; once per content hash; a URL whose validators still match is not downloaded again). Only the first
 * photos the listing limits allow are taken, and a photo served at two URLs counts once. The first photo that
 * cannot be taken throws a PhotoRefused: the row then fails whole. The run's `limit` bounds its fetches together,
 * and its `signal` (a cancelled run) aborts the downloads under way and those still waiting.
 */
export async function storeRowPhotos(
  app: FastifyInstance,
  ownerId: string,
  urls: readonly string[],
  run: { limit: ConcurrencyLimit; signal: AbortSignal },
): Promise<string[]> {
  const wanted = [...new Set(urls)].slice(0, (await listingLimits(app)).photosPerAd);
  // One look-up for the row's photos instead of one a photo.
  const known = await fetchedFrom(app, wanted);
  const keys = await Promise.all(
    wanted.map((url) =>
      run.limit(async () => {
        run.signal.throwIfAborted();
        try {
          const stored = await storeImageFromUrl(app, url, {
            ownerId,
            namespace: 'advertisements',
            signal: run.signal,
            known: known.get(url) ?? null,
          });
          return stored.key;
        } catch (error) {
          if (run.signal.aborted) throw error;
          if (error instanceof FetchRefused) throw new PhotoRefused(url, error.messageKey, error.values);
          if (error instanceof ImageRejected) throw new PhotoRefused(url, error.messageKey);
          throw error;
        }
      }),
    ),
  );
  return [...new Set(keys)];
}
