import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  thumbnailKeyOf,
  uploadKeyFor,
  type AcceptedImage,
  type UploadContentType,
  type UploadNamespace,
} from '@coachyard/contract';
import { fetchedImages, uploadKeys, type FetchedImageRow } from '../../db/schema/index.ts';
import { readBody, safeFetch, type PrivateAddressAllowance } from '../../lib/safe-fetch.ts';
import { listingLimits } from '../settings/index.ts';
import { checkImage, hasSignatureOf, ImageRejected } from './image-check.ts';
import { presentAccepted, type App } from './service.ts';

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

export interface ImageFromUrl extends AcceptedImage {
  /** sha-256 of the image's bytes. */
  content_hash: string;
  /** Whether the bytes were downloaded this time (not when the URL's validators still matched). */
  downloaded: boolean;
}

/** The image types a photo by URL may be, told by its bytes. */
export const URL_IMAGE_TYPES: UploadContentType[] = ['image/jpeg', 'image/png'];

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
  options: ImageFromUrlOptions,
): Promise<ImageFromUrl> {
  const known =
    options.known === undefined ? (await fetchedFrom(app, [url])).get(url) : (options.known ?? undefined);
  const storedUnder = async (key: string) =>
    (await app.db.select().from(uploadKeys).where(eq(uploadKeys.key, key)))[0];

  const maxBytes = (await listingLimits(app)).uploadMaxBytes;
  const fetched = await safeFetch(url, {
    maxBytes,
    accept: URL_IMAGE_TYPES.join(', '),
    allowPrivateAddresses: options.allowPrivate ?? app.config.fetching.allowPrivateAddresses,
    validators: known ? { etag: known.etag, lastModified: known.lastModified } : undefined,
    signal: options.signal,
  });
  const remember = (contentHash: string, uploadKey: string) => {
    const values = { etag: fetched.etag, lastModified: fetched.lastModified, contentHash, uploadKey };
    return app.db
      .insert(fetchedImages)
      .values({ url, ...values })
      .onConflictDoUpdate({ target: fetchedImages.url, set: { ...values, fetchedAt: new Date() } });
  };

  if (fetched.notModified && known) {
    await readBody(fetched.body);
    const row = await storedUnder(known.uploadKey);
    if (row) return { ...presentAccepted(app, row), content_hash: known.contentHash, downloaded: false };
  }

  const bytes = await readBody(fetched.body);
  const contentHash = createHash('sha256').update(bytes).digest('hex');
  const [sameBytes] = await app.db
    .select({ upload: uploadKeys })
    .from(fetchedImages)
    .innerJoin(uploadKeys, eq(uploadKeys.key, fetchedImages.uploadKey))
    .where(eq(fetchedImages.contentHash, contentHash))
    .limit(1);
  if (sameBytes) {
    await remember(contentHash, sameBytes.upload.key);
    return { ...presentAccepted(app, sameBytes.upload), content_hash: contentHash, downloaded: true };
  }

  const type = URL_IMAGE_TYPES.find((candidate) => hasSignatureOf(bytes, candidate));
  if (!type) throw new ImageRejected('upload.not_an_image');
  const image = await checkImage(bytes, type, app.config.uploads.maxPixels);

  const now = new Date();
  // Named by its hash: the same bytes fetched twice at once land on one key.
  const key = uploadKeyFor(options.namespace, now, contentHash.slice(0, 32), type);
  const thumbnailKey = thumbnailKeyOf(key);
  await app.storage.put(key, bytes, type);
  await app.storage.put(thumbnailKey, image.thumbnail, 'image/webp');
  const [inserted] = await app.db
    .insert(uploadKeys)
    .values({
      key,
      ownerId: options.ownerId,
      namespace: options.namespace,
      contentType: type,
      maxBytes,
      issuedAt: now,
      expiresAt: now,
      status: 'accepted',
      acceptedAt: now,
      thumbnailKey,
      width: image.width,
      height: image.height,
      // Fingerprinted like an upload, so a feed's photos meet the duplicate look-up (issue 27).
      photoHash: image.photoHash,
      sharpness: image.sharpness,
    })
    .onConflictDoNothing({ target: uploadKeys.key })
    .returning();
  await remember(contentHash, key);
  // Nothing inserted: the same bytes were stored meanwhile, under this very key, by another fetch.
  const row = inserted ?? (await storedUnder(key));
  return { ...presentAccepted(app, row!), content_hash: contentHash, downloaded: true };
}
