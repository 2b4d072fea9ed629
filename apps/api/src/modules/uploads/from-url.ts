import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  thumbnailKeyOf,
  uploadKeyFor,
  type UploadContentType,
  type UploadNamespace,
} from '@coachyard/contract';
import { fetchedImages, uploadKeys, type FetchedImageRow, type UploadKeyRow } from '../../db/schema/index.ts';
import { readBody, safeFetch, type PrivateAddressAllowance } from '../../lib/safe-fetch.ts';
import { listingLimits } from '../settings/index.ts';
import { checkImage, hasSignatureOf, ImageRejected, THUMBNAIL_CONTENT_TYPE } from './image-check.ts';
import { presentAccepted, type AcceptedUpload, type App } from './service.ts';

export interface ImageFromUrlOptions {
  /** Whose image it is (the dealer of the feed): the owner of a new upload key. */
  ownerId: string;
  namespace: UploadNamespace;
  /** Which private addresses may be reached; default the operator setting FEEDS_ALLOW_PRIVATE_ADDRESSES. */
  allowPrivate?: PrivateAddressAllowance;
  /** Stops the fetch (a cancelled feed run). */
  signal?: AbortSignal;
  /**
   * What was stored from this URL before, when the caller has looked it up already (`fetchedFrom`, one query for
   * a row's photos): null when nothing was; undefined to have it looked up here.
   */
  known?: FetchedImageRow | null;
}

/** What was stored from each of these URLs before, by URL: one look-up for a feed row's photos. */
export async function fetchedFrom(app: App, urls: readonly string[]) {
  if (urls.length === 0) return new Map<string, FetchedImageRow>();
  const rows = await app.db
    .select()
    .from(fetchedImages)
    .where(inArray(fetchedImages.url, [...urls]));
  return new Map(rows.map((row) => [row.url, row]));
}

export interface ImageFromUrl extends AcceptedUpload {
  /** sha-256 of the image's bytes. */
  content_hash: string;
  /** Whether the bytes were downloaded this time (not when the URL's validators still matched). */
  downloaded: boolean;
}

/** The image types a photo by URL may be, told by its bytes. */
export const URL_IMAGE_TYPES: UploadContentType[] = ['image/jpeg', 'image/png'];

/**
 * Runs one photo's step (its download, or its check and the storing of its files) and answers what it answered: a
 * feed run bounds its photos' steps together and words their refusals.
 */
export type PhotoStep = <T>(url: string, step: () => Promise<T>) => Promise<T>;

export interface ImagesFromUrlsOptions extends Omit<ImageFromUrlOptions, 'known'> {
  /** What was stored from the URLs before (`fetchedFrom`), when the caller has looked it up already. */
  known?: ReadonlyMap<string, FetchedImageRow>;
  step?: PhotoStep;
}

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

/** A URL's answer: its bytes and their hash, or none when its validators still match what `known` stored. */
interface Download {
  url: string;
  etag: string | null;
  lastModified: string | null;
  bytes: Buffer | null;
  contentHash: string;
  known: FetchedImageRow | undefined;
}

async function download(
  app: App & Pick<FastifyInstance, 'siteSettings'>,
  url: string,
  known: FetchedImageRow | undefined,
  options: ImagesFromUrlsOptions,
): Promise<Download> {
  const fetched = await safeFetch(url, {
    maxBytes: (await listingLimits(app)).uploadMaxBytes,
    accept: URL_IMAGE_TYPES.join(', '),
    allowPrivateAddresses: options.allowPrivate ?? app.config.fetching.allowPrivateAddresses,
    validators: known ? { etag: known.etag, lastModified: known.lastModified } : undefined,
    signal: options.signal,
  });
  const bytes = await readBody(fetched.body);
  const { etag, lastModified } = fetched;
  if (fetched.notModified && known)
    return { url, etag, lastModified, bytes: null, contentHash: known.contentHash, known };
  const contentHash = createHash('sha256').update(bytes).digest('hex');
  return { url, etag, lastModified, bytes, contentHash, known };
}

/** The uploads under these keys, or holding a fetched image of these hashes (by hash), one statement each. */
async function uploadsByKey(app: App, keys: string[]) {
  if (keys.length === 0) return new Map<string, UploadKeyRow>();
  const rows = await app.db.select().from(uploadKeys).where(inArray(uploadKeys.key, keys));
  return new Map(rows.map((row) => [row.key, row]));
}
async function uploadsByHash(app: App, hashes: string[]) {
  if (hashes.length === 0) return new Map<string, UploadKeyRow>();
  const rows = await app.db
    .select({ upload: uploadKeys, contentHash: fetchedImages.contentHash })
    .from(fetchedImages)
    .innerJoin(uploadKeys, eq(uploadKeys.key, fetchedImages.uploadKey))
    .where(inArray(fetchedImages.contentHash, hashes));
  return new Map(rows.map((row) => [row.contentHash, row.upload]));
}

/** New bytes checked, their files stored (named by their hash: the same bytes land on one key); answers its row. */
async function checkAndStore(
  app: App & Pick<FastifyInstance, 'siteSettings'>,
  { bytes, contentHash }: Download,
  options: ImagesFromUrlsOptions,
) {
  const type = URL_IMAGE_TYPES.find((candidate) => hasSignatureOf(bytes!, candidate));
  if (!type) throw new ImageRejected('upload.not_an_image');
  const image = await checkImage(bytes!, type, app.config.uploads.maxPixels);
  const now = new Date();
  const key = uploadKeyFor(options.namespace, now, contentHash.slice(0, 32), type);
  const thumbnailKey = thumbnailKeyOf(key);
  await app.storage.put(key, bytes!, type);
  await app.storage.put(thumbnailKey, image.thumbnail, THUMBNAIL_CONTENT_TYPE);
  return {
    key,
    ownerId: options.ownerId,
    namespace: options.namespace,
    contentType: type,
    maxBytes: (await listingLimits(app)).uploadMaxBytes,
    issuedAt: now,
    expiresAt: now,
    status: 'accepted' as const,
    acceptedAt: now,
    thumbnailKey,
    width: image.width,
    height: image.height,
    // Fingerprinted like an upload, so a feed's photos meet the duplicate look-up (issue 27).
    photoHash: image.photoHash,
    sharpness: image.sharpness,
  };
}

type Settled<T> = { ok: true; value: T } | { ok: false; failure: unknown };
const settled = async <T>(tasks: Promise<T>[]) =>
  (await Promise.allSettled(tasks)).map((outcome): Settled<T> =>
    outcome.status === 'fulfilled'
      ? { ok: true, value: outcome.value }
      : { ok: false, failure: outcome.reason as unknown },
  );

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
  const step: PhotoStep = options.step ?? ((_url, run) => run());
  const known = options.known ?? (await fetchedFrom(app, urls));
  const downloads = await settled(
    urls.map((url) => step(url, () => download(app, url, known.get(url), options))),
  );
  const got = downloads.flatMap((outcome) => (outcome.ok ? [outcome.value] : []));
  const uploads = await uploadsByKey(
    app,
    got.flatMap((item) => (item.bytes ? [] : [item.known!.uploadKey])),
  );
  const sameBytes = await uploadsByHash(app, [
    ...new Set(got.flatMap((item) => (item.bytes ? [item.contentHash] : []))),
  ]);
  sameBytes.forEach((row) => uploads.set(row.key, row));
  // Each new content checked once, however many of the URLs serve it.
  const checks = new Map<string, ReturnType<typeof checkAndStore>>();
  const taken = await settled(
    downloads.map(async (outcome) => {
      if (!outcome.ok) throw outcome.failure;
      const item = outcome.value;
      // A URL that did not change, whose stored upload is gone, has nothing to answer with.
      if (!item.bytes) {
        if (!uploads.has(item.known!.uploadKey)) throw new ImageRejected('upload.not_an_image');
        return { item, key: item.known!.uploadKey };
      }
      const same = sameBytes.get(item.contentHash);
      if (same) return { item, key: same.key };
      let check = checks.get(item.contentHash);
      if (!check)
        checks.set(item.contentHash, (check = step(item.url, () => checkAndStore(app, item, options))));
      return { item, key: (await check).key };
    }),
  );
  const values = (await settled([...checks.values()])).flatMap((outcome) =>
    outcome.ok ? [outcome.value] : [],
  );
  if (values.length > 0) {
    const inserted = await app.db
      .insert(uploadKeys)
      .values(values)
      .onConflictDoNothing({ target: uploadKeys.key })
      .returning();
    inserted.forEach((row) => uploads.set(row.key, row));
    // Not inserted: the same bytes were stored meanwhile, under these very keys, by another fetch.
    const raced = values.filter((value) => !uploads.has(value.key)).map((value) => value.key);
    (await uploadsByKey(app, raced)).forEach((row, key) => uploads.set(key, row));
  }
  // Each URL downloaded remembers its validators and what its bytes are stored as, in one statement.
  const remembered = taken.flatMap((outcome) =>
    outcome.ok && outcome.value.item.bytes
      ? [{ ...validatorsOf(outcome.value.item), uploadKey: outcome.value.key }]
      : [],
  );
  if (remembered.length > 0)
    await app.db
      .insert(fetchedImages)
      .values(remembered)
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
  return taken.map((outcome) => {
    if (!outcome.ok) throw outcome.failure;
    const { item, key } = outcome.value;
    const upload = uploads.get(key)!;
    return {
      ...presentAccepted(app, upload),
      content_hash: item.contentHash,
      downloaded: item.bytes !== null,
    };
  });
}

const validatorsOf = ({ url, etag, lastModified, contentHash }: Download) => ({
  url,
  etag,
  lastModified,
  contentHash,
});
