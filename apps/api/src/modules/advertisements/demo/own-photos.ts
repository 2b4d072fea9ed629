import { createHash } from 'node:crypto';
import { and, eq, inArray, sql, TransactionRollbackError } from 'drizzle-orm';
import sharp from 'sharp';
import { thumbnailKeyOf, uploadKeyFor } from '@coachyard/contract';
import type { Database } from '../../../db/client.ts';
import {
  advertisements,
  demoPhotoPlans,
  lookupItems,
  uploadKeys,
  type AdvertisementRow,
} from '../../../db/schema/index.ts';
import {
  BLURRED_BELOW,
  decodePhoto,
  hammingDistance,
  SAME_PHOTO_DISTANCE,
  type DecodedPixels,
  type PhotoFingerprint,
} from '../../../lib/photo-hash.ts';
import { randomSource } from '../../../lib/random-source.ts';
import type { Storage } from '../../../storage/index.ts';
import { adsShowingSamePhotos, keepPhotosInStep, recomputeSignalsOf } from '../../signals/index.ts';
import { THUMBNAIL_CONTENT_TYPE, thumbnailOf } from '../../uploads/index.ts';
import { colourOf, DEMO_COACHES } from './catalogue.ts';
import { demoSceneSvg, DETAIL_SCENES, type CoachLook, type SceneKind } from './scenes.ts';

/**
 * A drawn photo, its JPEG as stored, the fingerprint of that JPEG and the pixels it was taken from (its thumbnail
 * is cut from them: one decode a photo).
 */
interface DrawnPhoto {
  jpeg: Buffer;
  fingerprint: PhotoFingerprint;
  pixels: DecodedPixels;
}

/**
 * Draws tried for one photo before giving up. A draw is refused when it is blurred or within the detector's
 * distance of a photo already shown: among 600 drawn photos one in 150 was, more as the demo fills
 * (bench/RESULTS.md, issue 27).
 */
const ATTEMPTS = 30;
/** Demo photos are meant sharp: well above what the health check calls blurred. */
const SHARP_FROM = BLURRED_BELOW * 2;

/** A 32-bit seed for each photo and try of an ad's draw, well spread whatever the ad's seed. */
const seedOf = (...parts: number[]) => createHash('md5').update(parts.join('/')).digest().readUInt32LE(0);

const keyFor = (name: string, at: Date) =>
  uploadKeyFor(
    'advertisements',
    at,
    createHash('md5').update(`coachyard-demo-photo/${name}`).digest('hex'),
    'image/jpeg',
  );

/**
 * Stores `jpeg` as an accepted upload of `owner` made at `now`, with its thumbnail and fingerprint as an upload
 * gets them, under a key named after `name`; answers the key. Run it in a transaction with what shows the photo:
 * its upload row is written once.
 */
export async function storeAsUpload(
  db: Database,
  storage: Storage,
  photo: { owner: string; name: string; jpeg: Buffer; now: Date } & Partial<DrawnPhoto>,
) {
  const key = keyFor(photo.name, photo.now);
  // Decoded once, as the upload check does: the fingerprint and the thumbnail from the same pixels.
  const { fingerprint, pixels } =
    photo.fingerprint && photo.pixels
      ? { fingerprint: photo.fingerprint, pixels: photo.pixels }
      : await decodePhoto(photo.jpeg);
  const thumbnail = await thumbnailOf(sharp(pixels.data, { raw: pixels.info }));
  await storage.put(key, photo.jpeg, 'image/jpeg');
  await storage.put(thumbnailKeyOf(key), thumbnail, THUMBNAIL_CONTENT_TYPE);
  await db
    .insert(uploadKeys)
    .values({
      key,
      ownerId: photo.owner,
      namespace: 'advertisements',
      contentType: 'image/jpeg',
      maxBytes: photo.jpeg.length,
      issuedAt: photo.now,
      expiresAt: photo.now,
      status: 'accepted',
      acceptedAt: photo.now,
      thumbnailKey: thumbnailKeyOf(key),
      width: fingerprint.width,
      height: fingerprint.height,
      photoHash: fingerprint.hash,
      sharpness: fingerprint.sharpness,
    })
    .onConflictDoNothing();
  return { key, fingerprint };
}

/** Whether a live ad other than `id` shows a photo within the detector's distance of `fingerprint`. */
async function alreadyShown(db: Database, id: string, fingerprint: PhotoFingerprint) {
  const facts = { key: '', addedAt: new Date(), ...fingerprint };
  return (await adsShowingSamePhotos(db, id, [facts], 1)).length > 0;
}

/**
 * `count` photos of one coach drawn from `seed`: its cover first, then as many different views. Each is judged by
 * the fingerprint of the JPEG that will be stored, and drawn again (from the next seed) while it is blurred or the
 * detector would take it for a photo another live ad shows or one drawn before it for this ad.
 */
async function drawPhotosOf(
  db: Database,
  ad: { id: string },
  look: CoachLook,
  seed: number,
  count: number,
): Promise<DrawnPhoto[]> {
  const views = randomSource(seed);
  const kinds: SceneKind[] = ['cover', ...views.some(DETAIL_SCENES, count - 1, count - 1)];
  const drawn: DrawnPhoto[] = [];
  for (const [position, kind] of kinds.entries()) {
    for (let attempt = 0; ; attempt++) {
      if (attempt === ATTEMPTS)
        throw new Error(`no distinct demo photo for ad ${ad.id} in ${ATTEMPTS} draws`);
      const svg = demoSceneSvg(randomSource(seedOf(seed, position, attempt)), kind, look);
      const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
      const { fingerprint, pixels } = await decodePhoto(jpeg);
      if (fingerprint.sharpness < SHARP_FROM) continue;
      if (
        drawn.some(
          (other) => hammingDistance(other.fingerprint.hash, fingerprint.hash) <= SAME_PHOTO_DISTANCE,
        )
      )
        continue;
      if (await alreadyShown(db, ad.id, fingerprint)) continue;
      drawn.push({ jpeg, fingerprint, pixels });
      break;
    }
  }
  return drawn;
}

/** The look of an ad's coach: its brand and model as named in the lookups, its livery as the pool drew it. */
async function lookOf(db: Database, ad: AdvertisementRow): Promise<CoachLook> {
  const names = await db
    .select({ id: lookupItems.id, name: lookupItems.name })
    .from(lookupItems)
    .where(inArray(lookupItems.id, [ad.brandId, ad.modelId]));
  const nameOf = (id: string) => names.find((entry) => entry.id === id)?.name ?? '';
  const [brand, model] = [nameOf(ad.brandId), nameOf(ad.modelId)];
  const coach = DEMO_COACHES.findIndex(([, name]) => name === model);
  return { brand, model, colour: colourOf(Math.max(0, coach)) };
}

/** `count` photos of `ad`'s coach drawn from `seed` (the same photos on every run, given the same other ads). */
export const drawOwnPhotos = async (db: Database, ad: AdvertisementRow, seed: number, count: number) =>
  drawPhotosOf(db, ad, await lookOf(db, ad), seed, count);

/** The positions in an ad's gallery of the photos nobody uploaded (the pool's). */
async function poolPositions(db: Database, ad: AdvertisementRow) {
  const keys = ad.media.map((item) => item.key);
  const uploaded = keys.length
    ? await db.select({ key: uploadKeys.key }).from(uploadKeys).where(inArray(uploadKeys.key, keys))
    : [];
  const known = new Set(uploaded.map((row) => row.key));
  return ad.media.flatMap((item, position) => (known.has(item.key) ? [] : [position]));
}

/**
 * Gives one ad photos of its own in place of the pool's it shows (a photo its dealer uploaded since stays):
 * drawn, stored as its dealer's uploads made when the ad was (thumbnail and fingerprint included), indexed, its
 * signals computed again and its plan done, in one transaction once drawn. Like the signals, this is no edit: the
 * version stays, and the gallery keeps its items' ids, so an editor open on the ad works on (by id) and saves its
 * fields without a conflict. A gallery changed meanwhile keeps its plan for the next run; a job stopped half-way
 * draws the ad again, to the same photos.
 */
export async function giveOwnPhotos(db: Database, storage: Storage, ad: AdvertisementRow, seed: number) {
  const positions = await poolPositions(db, ad);
  const drawn = positions.length ? await drawOwnPhotos(db, ad, seed, positions.length) : [];
  return db
    .transaction(async (transaction) => {
      // The signals' functions take the app's handle; a transaction answers the same queries.
      const tx = transaction as unknown as Database;
      const media = [...ad.media];
      for (const [index, photo] of drawn.entries()) {
        const position = positions[index]!;
        const { key } = await storeAsUpload(tx, storage, {
          owner: ad.ownerId,
          name: `${ad.id}/own/${position}`,
          now: ad.createdAt,
          ...photo,
        });
        media[position] = { ...media[position]!, key, thumbnailKey: thumbnailKeyOf(key) };
      }
      const [changed] = await tx
        .update(advertisements)
        .set({ media })
        .where(
          and(
            eq(advertisements.id, ad.id),
            sql`${advertisements.media} = ${JSON.stringify(ad.media)}::jsonb`,
          ),
        )
        .returning();
      // Its uploads are written only with the gallery that shows them.
      if (!changed) return transaction.rollback();
      await keepPhotosInStep(tx, changed);
      await recomputeSignalsOf(tx, [ad.id]);
      await tx.delete(demoPhotoPlans).where(eq(demoPhotoPlans.advertisementId, ad.id));
      return changed;
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return null;
      throw error;
    });
}
