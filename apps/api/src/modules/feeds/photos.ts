import type { FastifyInstance } from 'fastify';
import type { FetchedImageRow } from '../../db/schema/index.ts';
import { FetchRefused } from '../../lib/safe-fetch.ts';
import { listingLimits } from '../settings/index.ts';
import {
  checkImageAtUrl,
  ImageRejected,
  recordTakenImages,
  takeImagesFromUrls,
  type NewUpload,
  type TakenImages,
} from '../uploads/index.ts';

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

/** What a group of rows shares while its photos are taken: what was stored from their URLs, the checks under way. */
export interface GroupPhotos {
  limit: ConcurrencyLimit;
  signal: AbortSignal;
  known?: ReadonlyMap<string, FetchedImageRow>;
  checks: Map<string, Promise<NewUpload>>;
}

/**
 * The row's photos taken through the uploads' own checks (type by content, size, pixels; once per content hash,
 * across the group's rows too; a URL whose validators still match is not downloaded again), not yet recorded:
 * `storeGroupPhotos` records a group's together.
 */
export async function takeRowPhotos(
  app: FastifyInstance,
  ownerId: string,
  urls: readonly string[],
  group: GroupPhotos,
): Promise<TakenImages> {
  return takeImagesFromUrls(app, await wantedOf(app, urls), {
    ownerId,
    namespace: 'advertisements',
    signal: group.signal,
    known: group.known,
    checks: group.checks,
    step: stepOf(group),
  });
}

/** A row's photos as stored uploads (their keys in the feed's order, their thumbnails' keys), or why not. */
export type StoredPhotos = { keys: string[]; thumbnails: Map<string, string> } | { failure: unknown };

/**
 * The photos of a group's rows as stored uploads, each row's in its feed's order, recorded in one statement for
 * the group's new uploads and one for its URLs (bench/RESULTS.md, issue 28: two statements a row before). A row
 * whose photo was refused answers its first refusal (a PhotoRefused naming the URL); its other photos are stored
 * and recorded like the rest, as another row's.
 */
export async function storeGroupPhotos(
  app: FastifyInstance,
  rows: readonly Promise<TakenImages>[],
): Promise<StoredPhotos[]> {
  const taken = await Promise.allSettled(rows);
  const recorded = await recordTakenImages(
    app,
    taken.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : [])),
  );
  return taken.map((outcome) => {
    if (outcome.status === 'rejected') return { failure: outcome.reason as unknown };
    try {
      const stored = outcome.value.answer(recorded);
      const thumbnails = new Map(stored.map((image) => [image.key, image.thumbnail_key]));
      return { keys: [...thumbnails.keys()], thumbnails };
    } catch (failure) {
      return { failure };
    }
  });
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
