import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { planOnceName, runOn, sqlOf, type BuiltQuery } from '../../db/prepared-by-shape.ts';
import { forgetMatchesOf, storeMatchesOf } from './matches.ts';
import { queueSignalsBackfill, tryPhotoMatchesLock } from './photo-lock.ts';
import { arrayParam, photoFactsOfRow, type PhotoFacts, type PhotoFactsRow } from './photos.ts';

/**
 * The links of an ad to its photos, in one statement (a feed writes thousands of ads): the rows deleted and those
 * inserted are different keys, so neither part needs to see the other's work. PostgreSQL cuts the bands (generated
 * columns, lib/photo-bands.ts). Answers the facts of every fingerprinted photo the ad shows (whether it joined
 * now), read once for the links and the signals, and the hashes that left. Every write runs the same text, so it
 * is built once and prepared by name (parsed once per connection).
 */
let linkStatement: BuiltQuery | undefined;
const linkStatementOf = (db: Database) =>
  (linkStatement ??= sqlOf(
    db,
    sql`
    with shown as (
      select key, photo_hash, width, height, sharpness, coalesce(accepted_at, issued_at) as added_at
        from upload_keys
       where key = any(${sql.placeholder('keys')}::text[]) and photo_hash is not null
    ), gone as (
      delete from advertisement_photos
       where advertisement_id = ${sql.placeholder('id')} and not (key = any(${sql.placeholder('keys')}::text[]))
      returning hash
    ), joined as (
      insert into advertisement_photos (advertisement_id, key, hash, added_at, looked_up_at)
      select ${sql.placeholder('id')}, key, photo_hash, added_at, now() from shown
      on conflict do nothing
      returning key
    )
    select s.key, s.photo_hash::text as hash, s.width, s.height, s.sharpness, s.added_at,
           joined.key is not null as joined
      from shown s left join joined on joined.key = s.key
    union all
    select null, hash::text, null, null, null, null, false from gone`,
    planOnceName(),
  ));

/** A row of the links' statement: a photo shown (`key`), or a hash that left (no key). */
type LinkRow = PhotoFactsRow & { joined: boolean };

/**
 * Keeps `advertisement_photos` in step with an ad as written (inside the write's transaction): the fingerprinted
 * photos of a live ad, none of a deleted one. A photo already linked keeps the time it was first accepted. Each
 * photo that joins is looked up once, here, and what it is near is stored (matches.ts): every later read of either
 * side finds the pair without a probe, including a photo that joins again when its ad is restored. The pairs of a
 * hash no ad shows any more are forgotten. Answers the facts of the photos it shows (none once deleted).
 */
export async function keepPhotosInStep(
  db: Database,
  ad: { id: string; deletedAt: Date | null; media: readonly { key: string }[] },
): Promise<PhotoFacts[]> {
  const keys = ad.deletedAt ? [] : ad.media.map((item) => item.key);
  const { rows } = (await runOn(db, linkStatementOf(db), { id: ad.id, keys })) as { rows: LinkRow[] };
  const shown = rows.filter((row) => row.key !== null);
  const facts = shown.map(photoFactsOfRow);
  const joined = facts.filter((_, index) => shown[index]!.joined);
  const gone = rows.filter((row) => row.key === null).map((row) => BigInt(row.hash));
  if (joined.length > 0 || gone.length > 0)
    await lookUpJoined(
      db,
      joined.map((photo) => ({ ...photo, adId: ad.id })),
      gone,
    );
  return facts;
}

/**
 * The links of new ads (a group inserted together: a feed's new rows) to their photos in one statement, as
 * `keepPhotosInStep`'s for each: a new ad has no link to remove.
 */
let newLinksStatement: BuiltQuery | undefined;
const newLinksStatementOf = (db: Database) =>
  (newLinksStatement ??= sqlOf(
    db,
    sql`
    with pair as (
      select distinct * from unnest(${sql.placeholder('ids')}::uuid[], ${sql.placeholder('keys')}::text[])
        as p(advertisement_id, key)
    ), shown as (
      select p.advertisement_id, u.key, u.photo_hash, u.width, u.height, u.sharpness,
             coalesce(u.accepted_at, u.issued_at) as added_at
        from pair p join upload_keys u on u.key = p.key
       where u.photo_hash is not null
    ), joined as (
      insert into advertisement_photos (advertisement_id, key, hash, added_at, looked_up_at)
      select advertisement_id, key, photo_hash, added_at, now() from shown
      on conflict do nothing
      returning advertisement_id, key
    )
    select s.advertisement_id, s.key, s.photo_hash::text as hash, s.width, s.height, s.sharpness, s.added_at,
           j.key is not null as joined
      from shown s left join joined j on j.advertisement_id = s.advertisement_id and j.key = s.key`,
    planOnceName(),
  ));

/**
 * `keepPhotosInStep` for new ads inserted together, in three statements for the group instead of three an ad (the
 * links, the lock, the look-up of every photo that joined: they find each other as well as the photos indexed
 * before). Answers each ad's photos' facts, by ad id.
 */
export async function keepNewPhotosInStep(
  db: Database,
  ads: readonly { id: string; media: readonly { key: string }[] }[],
): Promise<Map<string, PhotoFacts[]>> {
  const pairs = ads.flatMap((ad) => ad.media.map((item) => [ad.id, item.key] as const));
  const byAd = new Map(ads.map((ad) => [ad.id, [] as PhotoFacts[]]));
  if (pairs.length === 0) return byAd;
  const { rows } = (await runOn(db, newLinksStatementOf(db), {
    ids: pairs.map(([id]) => id),
    keys: pairs.map(([, key]) => key),
  })) as { rows: (LinkRow & { advertisement_id: string })[] };
  const joined: (PhotoFacts & { adId: string })[] = [];
  for (const row of rows) {
    const facts = photoFactsOfRow(row);
    byAd.get(row.advertisement_id)!.push(facts);
    if (row.joined) joined.push({ ...facts, adId: row.advertisement_id });
  }
  if (joined.length > 0) await lookUpJoined(db, joined);
  return byAd;
}

/**
 * Looks up each photo that joined once, here, and stores what it is near (matches.ts); forgets the pairs of the
 * hashes no ad shows any more. When another write is adding or removing photos, what it adds is not visible yet:
 * the photos near ours that are committed are stored now, and the job looks ours up again once that write has
 * committed. Pairs of a photo gone stay until it goes again (the reads join them to the photos shown, so they
 * name nothing).
 */
async function lookUpJoined(db: Database, joined: (PhotoFacts & { adId: string })[], gone: bigint[] = []) {
  if (await tryPhotoMatchesLock(db)) {
    await forgetMatchesOf(db, gone);
    await storeMatchesOf(db, joined);
    return;
  }
  await storeMatchesOf(db, joined);
  if (joined.length === 0) return;
  await db.execute(sql`
    update advertisement_photos p set looked_up_at = null
      from unnest(${arrayParam(joined.map((photo) => photo.adId))}::uuid[],
                  ${arrayParam(joined.map((photo) => photo.key))}::text[]) as j(advertisement_id, key)
     where p.advertisement_id = j.advertisement_id and p.key = j.key`);
  await queueSignalsBackfill(db);
}
