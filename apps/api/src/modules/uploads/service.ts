import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  isUploadKey,
  namespaceOfUploadKey,
  thumbnailKeyOf,
  uploadKeyFor,
  type AcceptedImage,
  type FeedFileContentType,
  type UploadContentType,
  type UploadNamespace,
  type UploadSignature,
} from '@coachyard/contract';
import { uploadKeys, type UploadKeyRow } from '../../db/schema/index.ts';
import { AppError, invalidFields, unauthorized } from '../../lib/errors.ts';
import { listingLimits } from '../settings/index.ts';
import { checkImage, ImageRejected, THUMBNAIL_CONTENT_TYPE } from './image-check.ts';

/** How long a signed upload URL works. */
export const UPLOAD_URL_TTL_SECONDS = 10 * 60;
/**
 * How long after its URL expired an uploaded image may still be attached to an entity: a form may
 * hold a photo while its user finishes typing.
 */
export const ACCEPT_WITHIN_SECONDS = 24 * 60 * 60;

export type App = Pick<FastifyInstance, 'db' | 'storage' | 'config'>;

export interface UploadRequest {
  namespace: UploadNamespace;
  filename: string;
  content_type: UploadContentType | FeedFileContentType;
  size: number;
}

/** Signs a direct upload of one image to a key the server chooses, recorded as issued to `ownerId`. */
export async function issueUpload(
  app: App & Pick<FastifyInstance, 'siteSettings'>,
  ownerId: string,
  upload: UploadRequest,
): Promise<UploadSignature> {
  const now = new Date();
  const key = uploadKeyFor(upload.namespace, now, randomBytes(16).toString('hex'), upload.content_type);
  const expiresAt = new Date(now.getTime() + UPLOAD_URL_TTL_SECONDS * 1000);
  // The Listings setting in force (staff may lower it without a restart); the route's schema checked the ceiling.
  const maxBytes = (await listingLimits(app)).uploadMaxBytes;
  if (upload.size > maxBytes) throw invalidFields({ size: ['upload.too_large'] });
  // Recorded before it is signed: no URL exists for a key the server does not know.
  await app.db.insert(uploadKeys).values({
    key,
    ownerId,
    namespace: upload.namespace,
    contentType: upload.content_type,
    maxBytes,
    issuedAt: now,
    expiresAt,
  });
  const target = await app.storage.createUploadTarget(
    key,
    upload.content_type,
    maxBytes,
    UPLOAD_URL_TTL_SECONDS,
  );
  return { upload: target, key, public_url: app.storage.publicUrl(key), expires_at: expiresAt.toISOString() };
}

export interface AcceptOptions {
  /** The namespace the key must have been issued for (a profile picture takes only `user` keys). */
  namespace: UploadNamespace;
  /** The field of the entity being saved, which the error names. Default `key`. */
  field?: string;
  /** What will use the image (e.g. `users:<id>`): saving that same entity again with the key is allowed. */
  entity?: string;
}

/** An accepted image, with its thumbnail's key as its upload recorded it (what a gallery item stores). */
export type AcceptedUpload = AcceptedImage & { thumbnail_key: string };

export const presentAccepted = (app: App, row: UploadKeyRow): AcceptedUpload => {
  const thumbnailKey = row.thumbnailKey ?? thumbnailKeyOf(row.key);
  return {
    key: row.key,
    url: app.storage.publicUrl(row.key),
    thumbnail_url: app.storage.publicUrl(thumbnailKey),
    thumbnail_key: thumbnailKey,
    width: row.width ?? 0,
    height: row.height ?? 0,
  };
};

/**
 * The thumbnails' keys that the uploads of `keys` recorded, by upload key: a thumbnail made before they were JPEG
 * keeps its webp key, so whatever shows an upload reads its thumbnail's key here rather than deriving it.
 */
export async function recordedThumbnails(app: Pick<App, 'db'>, keys: readonly string[]) {
  if (keys.length === 0) return new Map<string, string>();
  const rows = await app.db
    .select({ key: uploadKeys.key, thumbnailKey: uploadKeys.thumbnailKey })
    .from(uploadKeys)
    .where(inArray(uploadKeys.key, [...keys]));
  return new Map(rows.flatMap((row) => (row.thumbnailKey ? [[row.key, row.thumbnailKey] as const] : [])));
}

/** Every refusal of a key is a 400 on the field of the entity being saved. */
const refusalOn = (field: string) => (messageKey: string) =>
  new AppError('VALIDATION', 'errors.validation', { fields: { [field]: [messageKey] } });

/** The key's row when it was issued to the caller; someone else's key reads like an unknown one. */
async function issuedToCaller(app: App, request: Pick<FastifyRequest, 'user'>, key: string) {
  const caller = request.user;
  if (!caller) throw unauthorized();
  const [row] = await app.db
    .select()
    .from(uploadKeys)
    .where(and(eq(uploadKeys.key, key), eq(uploadKeys.ownerId, caller.id)));
  return row;
}

/**
 * What another module calls before it stores an upload key on an entity (DESIGN §3). The key must have
 * been issued to the caller for `namespace`, not be expired or used by another entity, and its object
 * must exist and be a real JPEG/PNG within the size and pixel limits. A bad object is deleted and its
 * key marked rejected. Every refusal is a 400 on `field`; a key of someone else reads like an unknown one.
 * On success its JPEG thumbnail exists at `images/thumbs/…jpg`.
 */
export async function acceptUpload(
  app: App,
  request: Pick<FastifyRequest, 'user'>,
  key: string,
  options: AcceptOptions,
): Promise<AcceptedUpload> {
  const field = options.field ?? 'key';
  const entity = options.entity ?? null;
  const refuse = refusalOn(field);

  if (!isUploadKey(key)) throw refuse('upload.key_invalid');
  const row = await issuedToCaller(app, request, key);
  if (!row || row.namespace !== options.namespace) throw refuse('upload.key_invalid');

  if (row.status === 'accepted') {
    if (row.acceptedByEntity === entity) return presentAccepted(app, row);
    throw refuse('upload.key_used');
  }
  if (row.status === 'rejected') throw refuse('upload.key_invalid');

  /** The object is bad: it goes, the key can never be used, and the caller is told why. */
  const reject = async (messageKey: string) => {
    await app.storage.delete(key);
    await app.db
      .update(uploadKeys)
      .set({ status: 'rejected' })
      .where(and(eq(uploadKeys.key, key), eq(uploadKeys.status, 'issued')));
    return refuse(messageKey);
  };

  if (Date.now() > row.expiresAt.getTime() + ACCEPT_WITHIN_SECONDS * 1000)
    throw await reject('upload.key_expired');

  const stored = await app.storage.head(key);
  // Not uploaded yet: the key stays usable while its URL works.
  if (!stored) throw refuse('upload.missing');
  if (stored.size > row.maxBytes) throw await reject('upload.too_large');
  if (stored.contentType && stored.contentType.toLowerCase() !== row.contentType) {
    throw await reject('upload.type_not_allowed');
  }

  const bytes = await app.storage.read(key);
  if (bytes.length > row.maxBytes) throw await reject('upload.too_large');
  let image: Awaited<ReturnType<typeof checkImage>>;
  try {
    image = await checkImage(bytes, row.contentType as UploadContentType, app.config.uploads.maxPixels);
  } catch (error) {
    if (error instanceof ImageRejected) throw await reject(error.messageKey);
    throw error;
  }

  const thumbnailKey = thumbnailKeyOf(key);
  await app.storage.put(thumbnailKey, image.thumbnail, THUMBNAIL_CONTENT_TYPE);

  const [accepted] = await app.db
    .update(uploadKeys)
    .set({
      status: 'accepted',
      acceptedByEntity: entity,
      acceptedAt: new Date(),
      thumbnailKey,
      width: image.width,
      height: image.height,
      photoHash: image.photoHash,
      sharpness: image.sharpness,
    })
    .where(and(eq(uploadKeys.key, key), eq(uploadKeys.status, 'issued')))
    .returning();
  if (accepted) return presentAccepted(app, accepted);

  // Another request accepted (or refused) the same key meanwhile.
  const [current] = await app.db.select().from(uploadKeys).where(eq(uploadKeys.key, key));
  if (current?.status === 'accepted' && current.acceptedByEntity === entity)
    return presentAccepted(app, current);
  throw refuse(current?.status === 'accepted' ? 'upload.key_used' : 'upload.key_invalid');
}

/**
 * What the feeds module calls before it stores an uploaded stock file on a feed (issue 28): the key was issued
 * to the caller for `feed`, its file is there within the size it was signed for, and no other feed took it.
 * The file is read as a stream by each run, never held whole, so its content is checked by the run's parser.
 */
export async function acceptFeedFile(
  app: App,
  request: Pick<FastifyRequest, 'user'>,
  key: string,
  entity: string,
): Promise<string> {
  const refuse = refusalOn('file_key');
  if (namespaceOfUploadKey(key) !== 'feed') throw refuse('upload.key_invalid');
  const row = await issuedToCaller(app, request, key);
  if (!row || row.namespace !== 'feed' || row.status === 'rejected') throw refuse('upload.key_invalid');
  if (row.status === 'accepted') {
    if (row.acceptedByEntity === entity) return key;
    throw refuse('upload.key_used');
  }
  const stored = await app.storage.head(key);
  if (!stored) throw refuse('upload.missing');
  if (stored.size > row.maxBytes) throw refuse('upload.too_large');
  const [accepted] = await app.db
    .update(uploadKeys)
    .set({ status: 'accepted', acceptedByEntity: entity, acceptedAt: new Date() })
    .where(and(eq(uploadKeys.key, key), eq(uploadKeys.status, 'issued')))
    .returning();
  if (!accepted) throw refuse('upload.key_used');
  return key;
}
