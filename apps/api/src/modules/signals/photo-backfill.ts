import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { fingerprintPhoto } from '../../lib/photo-hash.ts';
import { storeMatchesOf } from './matches.ts';
import { keepPhotosInStep } from './photo-index.ts';
import { waitForPhotoMatchesLock } from './photo-lock.ts';
import { arrayParam } from './photos.ts';

const BATCH = 100;

/** Accepted ad photos stored before fingerprints were taken (issue 27) — the job's condition to run. */
export const UNFINGERPRINTED_PHOTOS = sql`
  select key from upload_keys
   where status = 'accepted' and namespace = 'advertisements' and photo_hash is null`;

/**
 * Fingerprints every accepted ad photo that has none (read back from storage), then links them to the live ads
 * showing them, so the duplicate look-up and the photo checks see them. A photo no longer in storage is left as
 * it is. Answers how many were fingerprinted; the ads whose signals changed get them recomputed by the caller.
 */
export async function backfillPhotoFingerprints(app: Pick<FastifyInstance, 'db' | 'storage' | 'log'>) {
  let done = 0;
  const failed = new Set<string>();
  for (;;) {
    const { rows } = await app.db.execute<{ key: string }>(
      sql`${UNFINGERPRINTED_PHOTOS} and not (key = any(${arrayParam([...failed])}::text[])) limit ${BATCH}`,
    );
    if (rows.length === 0) break;
    for (const { key } of rows) {
      try {
        const print = await fingerprintPhoto(await app.storage.read(key));
        await app.db.execute(sql`
          update upload_keys set photo_hash = ${String(print.hash)}::bigint, sharpness = ${print.sharpness},
                 width = coalesce(width, ${print.width}), height = coalesce(height, ${print.height})
           where key = ${key}`);
        done++;
      } catch (error) {
        app.log.warn({ err: error, key }, 'could not fingerprint a stored photo');
        failed.add(key);
      }
    }
    await relinkAdsShowing(
      app.db,
      rows.map((row) => row.key),
    );
  }
  return done;
}

/** The live ads showing any of `keys` get their photo rows again, and their signals recomputed by the backfill. */
async function relinkAdsShowing(db: Database, keys: string[]) {
  const { rows } = await db.execute<{ id: string; media: { key: string }[] }>(sql`
    select id, media from advertisements
     where deleted_at is null
       and exists (select 1 from jsonb_array_elements(media) item where item ->> 'key' = any(${arrayParam(keys)}::text[]))`);
  for (const ad of rows) {
    await keepPhotosInStep(db, { ...ad, deletedAt: null });
    await db.execute(sql`update advertisements set review_rank = null where id = ${ad.id}`);
  }
}

/**
 * Indexed photos whose near photos were never looked up (indexed before `photo_matches`), or were looked up while
 * another write's photos were not visible yet (photo-index.ts): the job's other condition.
 */
export const UNMATCHED_PHOTOS = sql`select hash from advertisement_photos where looked_up_at is null`;

/**
 * Looks up every indexed photo not looked up yet, a batch of hashes at a time, holding the lock of the pairs (so
 * after every write that held it has committed), and stores what each is near; the live ads showing a hash of a
 * pair stored anew get their signals recomputed by the job (`review_rank` null). So an upgraded database's signals
 * answer as the look-up would, and two near photos that joined at once find each other. Answers how many hashes
 * were looked up. Until it is done, an ad's signals miss the pairs not yet stored.
 */
export async function backfillPhotoMatches(db: Database) {
  let done = 0;
  for (;;) {
    const { rows } = await db.execute<{ key: string; hash: string; added_at: string | Date }>(sql`
      select distinct on (hash) key, hash::text as hash, added_at
        from advertisement_photos where looked_up_at is null order by hash limit ${BATCH}`);
    if (rows.length === 0) return done;
    const hashes = rows.map((row) => row.hash);
    await db.transaction(async (tx) => {
      await waitForPhotoMatchesLock(tx);
      const paired = await storeMatchesOf(
        tx as unknown as Database,
        rows.map((row) => ({ key: row.key, hash: BigInt(row.hash), addedAt: new Date(row.added_at) })),
      );
      await tx.execute(sql`
        update advertisement_photos set looked_up_at = now()
         where looked_up_at is null and hash = any(${arrayParam(hashes)}::bigint[])`);
      await tx.execute(sql`
        update advertisements set review_rank = null
         where deleted_at is null and id in (
           select advertisement_id from advertisement_photos where hash = any(${arrayParam(paired.map(String))}::bigint[]))`);
    });
    done += rows.length;
  }
}
