import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { thumbnailKeyOf, uploadKeyFor } from '@coachyard/contract';
import type { Database } from '../../../db/client.ts';
import { advertisements, uploadKeys, type AdvertisementRow } from '../../../db/schema/index.ts';
import { fingerprintPhoto, hammingDistance, SAME_PHOTO_DISTANCE } from '../../../lib/photo-hash.ts';
import type { Storage } from '../../../storage/index.ts';
import { keepPhotosInStep } from '../../signals/index.ts';
import { PLANTED_SHORT_IDS } from './planted-texts.ts';

const plantedList = sql.raw(
  `(${Object.values(PLANTED_SHORT_IDS)
    .map((id) => `'${id}'`)
    .join(', ')})`,
);

/** The oldest English ad of `status` not planted yet, of a dealer other than `notOwner`. */
async function englishAd(db: Database, status: string, notOwner = '00000000-0000-0000-0000-000000000000') {
  const { rows } = await db.execute<{ id: string }>(sql`
    select id from advertisements
     where status = ${status} and lang = 'en' and deleted_at is null and jsonb_array_length(media) > 0
       and owner_id <> ${notOwner} and short_id not in ${plantedList}
     order by created_at, id limit 1`);
  const [row] = await db.select().from(advertisements).where(eq(advertisements.id, rows[0]!.id));
  return row!;
}

/**
 * Stores `jpeg` as an accepted upload of `owner` made at `now`, with its thumbnail and fingerprint as an upload
 * gets them, under a key named after `name`; answers the key.
 */
async function uploaded(
  db: Database,
  storage: Storage,
  owner: string,
  name: string,
  jpeg: Buffer,
  now: Date,
) {
  const key = uploadKeyFor(
    'advertisements',
    now,
    createHash('md5').update(`coachyard-demo-photo/${name}`).digest('hex'),
    'image/jpeg',
  );
  const [fingerprint, thumbnail] = await Promise.all([
    fingerprintPhoto(jpeg),
    sharp(jpeg).resize({ width: 480 }).webp({ quality: 75 }).toBuffer(),
  ]);
  await storage.put(key, jpeg, 'image/jpeg');
  await storage.put(thumbnailKeyOf(key), thumbnail, 'image/webp');
  await db.insert(uploadKeys).values({
    key,
    ownerId: owner,
    namespace: 'advertisements',
    contentType: 'image/jpeg',
    maxBytes: jpeg.length,
    issuedAt: now,
    expiresAt: now,
    status: 'accepted',
    acceptedAt: now,
    thumbnailKey: thumbnailKeyOf(key),
    width: fingerprint.width,
    height: fingerprint.height,
    photoHash: fingerprint.hash,
    sharpness: fingerprint.sharpness,
  });
  return { key, fingerprint };
}

const asMedia = (key: string, isCover: boolean) => ({
  id: randomUUID(),
  key,
  thumbnailKey: thumbnailKeyOf(key),
  isCover,
});

async function replaceMedia(db: Database, ad: AdvertisementRow, changes: Partial<AdvertisementRow>) {
  const [changed] = await db
    .update(advertisements)
    .set(changes)
    .where(eq(advertisements.id, ad.id))
    .returning();
  await keepPhotosInStep(db, changed!);
  return changed!;
}

/**
 * An ad's photos uploaded by its dealer as photos of its own, when the ad was made (so a copy uploaded since is the
 * later one). The other demo ads show the drawn pool, shared by
 * many and stored without a fingerprint (nothing uploaded them), so the detector compares only uploaded photos:
 * these, and whatever users upload.
 */
async function ownPhotosOf(db: Database, storage: Storage, ad: AdvertisementRow, name: string) {
  const photos = await Promise.all(
    ad.media.map(async (item, index) =>
      uploaded(
        db,
        storage,
        ad.ownerId,
        `${ad.id}/${name}/${index}`,
        await storage.read(item.key),
        ad.createdAt,
      ),
    ),
  );
  return photos.map((photo, index) => asMedia(photo.key, index === 0));
}

/** Published ads tried as the source of the stolen photo, oldest first. */
const VICTIMS_TRIED = 20;

/**
 * Another dealer's published cover, saved again at a lower quality by the thief. Drawn pictures have wide flat
 * areas whose hash a re-encoding moves more than a camera photo's, so the first cover the detector still
 * recognises is taken: the case is one a reviewer really meets.
 */
async function stealPhoto(db: Database, storage: Storage) {
  const { rows } = await db.execute<{ id: string }>(sql`
    select id from advertisements
     where status = 'published' and lang = 'en' and deleted_at is null and jsonb_array_length(media) > 0
       and short_id not in ${plantedList}
     order by created_at, id limit ${VICTIMS_TRIED}`);
  for (const { id } of rows) {
    const [victim] = await db.select().from(advertisements).where(eq(advertisements.id, id));
    const cover = await storage.read(victim!.media[0]!.key);
    const taken = await sharp(cover).jpeg({ quality: 70 }).toBuffer();
    const [original, copy] = await Promise.all([fingerprintPhoto(cover), fingerprintPhoto(taken)]);
    if (hammingDistance(original.hash, copy.hash) > SAME_PHOTO_DISTANCE) continue;
    await replaceMedia(db, victim!, { media: await ownPhotosOf(db, storage, victim!, 'victim') });
    const thief = await englishAd(db, 'pending_review', victim!.ownerId);
    const stolen = await uploaded(db, storage, thief.ownerId, `${thief.id}/stolen`, taken, new Date());
    return { stolen, thief };
  }
  throw new Error('no published demo photo survives a re-encoding within the detector’s distance');
}

/**
 * The photo cases a reviewer meets (issue 27): a waiting ad whose cover is another dealer's published photo,
 * re-encoded, and a dealer's second listing of an ad it already publishes, its photos uploaded again. Their
 * signals are computed by the seed's last step.
 */
export async function plantPhotoCases(db: Database, storage: Storage) {
  const { stolen, thief } = await stealPhoto(db, storage);
  await replaceMedia(db, thief, {
    shortId: PLANTED_SHORT_IDS.stolenPhoto,
    media: [asMedia(stolen.key, true), ...thief.media.map((item) => ({ ...item, isCover: false }))],
  });

  const original = await englishAd(db, 'published', thief.ownerId);
  const listed = await replaceMedia(db, original, {
    media: await ownPhotosOf(db, storage, original, 'listed'),
  });
  const { id: _id, searchVector: _vector, ...copy } = listed;
  const [second] = await db
    .insert(advertisements)
    .values({
      ...copy,
      id: randomUUID(),
      shortId: PLANTED_SHORT_IDS.duplicateListing,
      status: 'pending_review',
      publishedAt: null,
      createdAt: new Date(),
      updatedAt: new Date(),
      media: await ownPhotosOf(db, storage, listed, 'again'),
    })
    .returning();
  await keepPhotosInStep(db, second!);
}
