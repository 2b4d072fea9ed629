import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fetchedImages, uploadKeys, type UploadKeyRow } from '../../db/schema/index.ts';
import {
  checkAndStore,
  download,
  fetchedFrom,
  rememberedOf,
  uploadsByHash,
  uploadsByKey,
  type ImageFromUrl,
  type ImageFromUrlOptions,
  type ImagesFromUrlsOptions,
  type PhotoStep,
} from './from-url.ts';
import { ImageRejected } from './image-check.ts';
import { presentAccepted, type App } from './service.ts';

/**
 * An image named by URL, stored as an upload a user would have made (issue 28): fetched with safeFetch, its type
 * told by its bytes (an HTML page called photo.jpg is refused), then the uploads' size and pixel checks. The bytes
 * are stored once per sha-256, however many URLs serve them, and a URL whose validators (ETag, Last-Modified) still
 * match is answered from what was stored without downloading it again. The result is an accepted upload key, not
 * bound to one entity: a feed run puts it on its ads directly. Refusals throw FetchRefused or ImageRejected, both
 * with a message key.
 */
export async function storeImageFromUrl(
  app: App & Pick<FastifyInstance, 'siteSettings'>,
  url: string,
  { known, ...options }: ImageFromUrlOptions,
): Promise<ImageFromUrl> {
  const rows = known === undefined ? undefined : new Map(known ? [[url, known]] : []);
  const [image] = await storeImagesFromUrls(app, [url], { ...options, known: rows });
  return image!;
}

type Settled<T> = { ok: true; value: T } | { ok: false; failure: unknown };
const settled = async <T>(tasks: Promise<T>[]) =>
  (await Promise.allSettled(tasks)).map((outcome): Settled<T> =>
    outcome.status === 'fulfilled'
      ? { ok: true, value: outcome.value }
      : { ok: false, failure: outcome.reason as unknown },
  );

/** The row of an upload whose bytes were checked and stored now, before it is recorded. */
export type NewUpload = Awaited<ReturnType<typeof checkAndStore>>;

/**
 * Several URLs' images taken (`takeImagesFromUrls`): downloaded, new bytes checked and their files stored, but not
 * yet recorded (`recordTakenImages` writes the rows of many such in one statement each: a feed's group of rows).
 */
export interface TakenImages {
  /** The uploads of new bytes, to record. */
  fresh: NewUpload[];
  /** Each URL downloaded: its validators and the key its bytes are stored under, to remember. */
  remembered: ReturnType<typeof rememberedOf>[];
  /** The uploads already recorded that the answer names, by key. */
  found: ReadonlyMap<string, UploadKeyRow>;
  /** The images in the URLs' order, once recorded (every upload recorded, by key); throws the first refusal. */
  answer(recorded: ReadonlyMap<string, UploadKeyRow>): ImageFromUrl[];
}

export interface TakeOptions extends ImagesFromUrlsOptions {
  /**
   * The checks of new bytes under way, by content hash, shared by the calls whose rows are recorded together: bytes
   * that two rows of a feed's group show are checked and stored once, as a row's own are.
   */
  checks?: Map<string, Promise<NewUpload>>;
}

/**
 * `storeImageFromUrl` for several URLs (a feed row's photos), answered in their order: each downloaded and, when
 * its bytes are new, checked and its files stored through `step`, while the database is read and written in a few
 * statements for them all (bench/RESULTS.md, issue 28: three statements a photo were a third of a feed row's). The
 * first refusal, in the URLs' order, is thrown once the others are stored and remembered.
 */
export async function storeImagesFromUrls(
  app: App & Pick<FastifyInstance, 'siteSettings'>,
  urls: readonly string[],
  options: ImagesFromUrlsOptions,
): Promise<ImageFromUrl[]> {
  const taken = await takeImagesFromUrls(app, urls, options);
  return taken.answer(await recordTakenImages(app, [taken]));
}

/**
 * The part of `storeImagesFromUrls` before its rows are written: downloads, the look-ups of what was stored before
 * (by key for a URL not modified, by hash for new bytes), the checks and files of new bytes.
 */
export async function takeImagesFromUrls(
  app: App & Pick<FastifyInstance, 'siteSettings'>,
  urls: readonly string[],
  options: TakeOptions,
): Promise<TakenImages> {
  const step: PhotoStep = options.step ?? ((_url, run) => run());
  const known = options.known ?? (await fetchedFrom(app, urls));
  const downloads = await settled(
    urls.map((url) => step(url, () => download(app, url, known.get(url), options))),
  );
  const got = downloads.flatMap((outcome) => (outcome.ok ? [outcome.value] : []));
  const found = await uploadsByKey(
    app,
    got.flatMap((item) => (item.bytes ? [] : [item.known!.uploadKey])),
  );
  const sameBytes = await uploadsByHash(app, [
    ...new Set(got.flatMap((item) => (item.bytes ? [item.contentHash] : []))),
  ]);
  sameBytes.forEach((row) => found.set(row.key, row));
  // Each new content checked once, however many of the URLs (or, shared, the rows) serve it.
  const shared = options.checks ?? new Map<string, Promise<NewUpload>>();
  const checks = new Map<string, Promise<NewUpload>>();
  const taken = await settled(
    downloads.map(async (outcome) => {
      if (!outcome.ok) throw outcome.failure;
      const item = outcome.value;
      // A URL that did not change, whose stored upload is gone, has nothing to answer with.
      if (!item.bytes) {
        if (!found.has(item.known!.uploadKey)) throw new ImageRejected('upload.not_an_image');
        return { item, key: item.known!.uploadKey };
      }
      const same = sameBytes.get(item.contentHash);
      if (same) return { item, key: same.key };
      let check = checks.get(item.contentHash);
      if (!check) {
        const own = () => step(item.url, () => checkAndStore(app, item, options));
        const another = shared.get(item.contentHash);
        // Bytes another row is checking: its check serves this row too, unless it refused them under its own URL
        // (then this row checks them under its own, so that its refusal names its URL).
        check = another ? another.catch(own) : own();
        if (!another) shared.set(item.contentHash, check);
        checks.set(item.contentHash, check);
      }
      return { item, key: (await check).key };
    }),
  );
  const fresh = (await settled([...checks.values()])).flatMap((outcome) =>
    outcome.ok ? [outcome.value] : [],
  );
  // Each URL downloaded remembers its validators and what its bytes are stored as.
  const remembered = taken.flatMap((outcome) =>
    outcome.ok && outcome.value.item.bytes ? [rememberedOf(outcome.value.item, outcome.value.key)] : [],
  );
  const answer = (recorded: ReadonlyMap<string, UploadKeyRow>) =>
    taken.map((outcome) => {
      if (!outcome.ok) throw outcome.failure;
      const { item, key } = outcome.value;
      return {
        ...presentAccepted(app, recorded.get(key)!),
        content_hash: item.contentHash,
        downloaded: item.bytes !== null,
      };
    });
  return { fresh, remembered, found, answer };
}

/** Rows a statement of `recordTakenImages` writes at most: well within PostgreSQL's 65,535 parameters. */
const ROWS_PER_STATEMENT = 1000;

const inSlices = async <T>(rows: readonly T[], write: (slice: T[]) => Promise<void>) => {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT)
    await write(rows.slice(start, start + ROWS_PER_STATEMENT));
};

/**
 * Records what `takeImagesFromUrls` took, for one call or many (a feed's group of rows): the new uploads in one
 * statement, the URLs' validators in another (per thousand rows). Answers every upload the calls name, by key.
 */
export async function recordTakenImages(app: App, takes: readonly TakenImages[]) {
  const recorded = new Map(takes.flatMap((taken) => [...taken.found]));
  // Bytes two calls share were checked once: one row, under one key.
  const fresh = [...new Map(takes.flatMap((taken) => taken.fresh.map((row) => [row.key, row]))).values()];
  await inSlices(fresh, async (values) => {
    const inserted = await app.db
      .insert(uploadKeys)
      .values(values)
      .onConflictDoNothing({ target: uploadKeys.key })
      .returning();
    inserted.forEach((row) => recorded.set(row.key, row));
  });
  // Not inserted: the same bytes were stored meanwhile, under these very keys, by another fetch.
  const raced = fresh.filter((value) => !recorded.has(value.key)).map((value) => value.key);
  (await uploadsByKey(app, raced)).forEach((row, key) => recorded.set(key, row));
  // A URL two calls fetched is remembered once (one statement may not update a row twice).
  const remembered = [
    ...new Map(takes.flatMap((taken) => taken.remembered.map((row) => [row.url, row]))).values(),
  ];
  await inSlices(remembered, async (values) => {
    await app.db
      .insert(fetchedImages)
      .values(values)
      .onConflictDoUpdate({
        target: fetchedImages.url,
        set: {
          etag: sql`excluded.etag`,
          lastModified: sql`excluded.last_modified`,
          contentHash: sql`excluded.content_hash`,
          uploadKey: sql`excluded.upload_key`,
          fetchedAt: sql`now()`,
        },
      });
  });
  return recorded;
}
