import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { thumbnailKeyOf } from '@coachyard/contract';
import type { Database } from '../../../db/client.ts';
import { advertisements, type AdvertisementRow } from '../../../db/schema/index.ts';
import { fingerprintPhoto, hammingDistance, SAME_PHOTO_DISTANCE } from '../../../lib/photo-hash.ts';
import type { Storage } from '../../../storage/index.ts';
import { keepPhotosInStep, recomputeSignalsOf } from '../../signals/index.ts';
import { storeAsUpload } from './own-photos.ts';
import { drawPlannedAd } from './photo-job.ts';
import { PLANTED_SHORT_IDS } from './planted-texts.ts';

const plantedList = sql.raw(
  `(${Object.values(PLANTED_SHORT_IDS)
    .map((id) => `'${id}'`)
    .join(', ')})`,
);

/**
 * The oldest English ad of `status` not planted yet, of a dealer other than `notOwner`, with its own photos drawn
 * (the pool's are shown by many ads).
 */
async function englishAd(
  db: Database,
  storage: Storage,
  status: string,
  notOwner = '00000000-0000-0000-0000-000000000000',
) {
  const { rows } = await db.execute<{ id: string }>(sql`
    select id from advertisements
     where status = ${status} and lang = 'en' and deleted_at is null and jsonb_array_length(media) > 0
       and owner_id <> ${notOwner} and short_id not in ${plantedList}
     order by created_at, id limit 1`);
  return (await drawPlannedAd(db, storage, rows[0]!.id))!;
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

/** An ad's photos uploaded again by its dealer, under new keys (a second listing of the same coach). */
async function uploadedAgain(db: Database, storage: Storage, ad: AdvertisementRow, name: string) {
  const photos = [];
  for (const [index, item] of ad.media.entries())
    photos.push(
      await storeAsUpload(db, storage, {
        owner: ad.ownerId,
        name: `${ad.id}/${name}/${index}`,
        jpeg: await storage.read(item.key),
        now: new Date(),
      }),
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
    // Its own photos first: the pool's are shown by many ads.
    const victim = await drawPlannedAd(db, storage, id);
    const cover = await storage.read(victim!.media[0]!.key);
    const taken = await sharp(cover).jpeg({ quality: 70 }).toBuffer();
    const [original, copy] = await Promise.all([fingerprintPhoto(cover), fingerprintPhoto(taken)]);
    if (hammingDistance(original.hash, copy.hash) > SAME_PHOTO_DISTANCE) continue;
    const thief = await englishAd(db, storage, 'pending_review', victim!.ownerId);
    const stolen = await storeAsUpload(db, storage, {
      owner: thief.ownerId,
      name: `${thief.id}/stolen`,
      jpeg: taken,
      now: new Date(),
    });
    return { stolen, thief, victim: victim! };
  }
  throw new Error('no published demo photo survives a re-encoding within the detector’s distance');
}

/**
 * The photo cases a reviewer meets (issue 27): a waiting ad whose cover is another dealer's published photo,
 * re-encoded, and a dealer's second listing of an ad it already publishes, its photos uploaded again. The ads
 * involved get their own photos drawn first (demo/photo-job.ts plans them), and their signals once planted.
 */
export async function plantPhotoCases(db: Database, storage: Storage) {
  const { stolen, thief, victim } = await stealPhoto(db, storage);
  await replaceMedia(db, thief, {
    shortId: PLANTED_SHORT_IDS.stolenPhoto,
    media: [asMedia(stolen.key, true), ...thief.media.map((item) => ({ ...item, isCover: false }))],
  });

  const listed = await englishAd(db, storage, 'published', thief.ownerId);
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
      media: await uploadedAgain(db, storage, listed, 'again'),
    })
    .returning();
  await keepPhotosInStep(db, second!);
  // Drawn before the copies were planted: their duplicates are known only now.
  await recomputeSignalsOf(db, [victim.id, thief.id, listed.id, second!.id]);
}
