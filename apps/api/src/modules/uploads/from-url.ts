import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
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
import { hasSignatureOf, ImageRejected, THUMBNAIL_CONTENT_TYPE } from './image-check.ts';
import { checkImageOffThread } from './image-check-thread.ts';
import type { AcceptedUpload, App } from './service.ts';

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

/** A URL's answer: its bytes and their hash, or none when its validators still match what `known` stored. */
export interface Download {
  url: string;
  etag: string | null;
  lastModified: string | null;
  bytes: Buffer | null;
  contentHash: string;
  known: FetchedImageRow | undefined;
}

export async function download(
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
export async function uploadsByKey(app: App, keys: string[]) {
  if (keys.length === 0) return new Map<string, UploadKeyRow>();
  const rows = await app.db.select().from(uploadKeys).where(inArray(uploadKeys.key, keys));
  return new Map(rows.map((row) => [row.key, row]));
}
export async function uploadsByHash(app: App, hashes: string[]) {
  if (hashes.length === 0) return new Map<string, UploadKeyRow>();
  const rows = await app.db
    .select({ upload: uploadKeys, contentHash: fetchedImages.contentHash })
    .from(fetchedImages)
    .innerJoin(uploadKeys, eq(uploadKeys.key, fetchedImages.uploadKey))
    .where(inArray(fetchedImages.contentHash, hashes));
  return new Map(rows.map((row) => [row.contentHash, row.upload]));
}

/** New bytes checked, their files stored (named by their hash: the same bytes land on one key); answers its row. */
export async function checkAndStore(
  app: App & Pick<FastifyInstance, 'siteSettings'>,
  { bytes, contentHash }: Download,
  options: ImagesFromUrlsOptions,
) {
  const type = URL_IMAGE_TYPES.find((candidate) => hasSignatureOf(bytes!, candidate));
  if (!type) throw new ImageRejected('upload.not_an_image');
  const image = await checkImageOffThread(bytes!, type, app.config.uploads.maxPixels);
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

export const rememberedOf = ({ url, etag, lastModified, contentHash }: Download, uploadKey: string) => ({
  url,
  etag,
  lastModified,
  contentHash,
  uploadKey,
});
