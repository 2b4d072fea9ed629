import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { planOnceName, runOn, sqlOf, type BuiltQuery } from '../../db/prepared-by-shape.ts';
import {
  BAND_COLUMNS,
  BAND_COUNT,
  bandsOf,
  bandValuesNear,
  SAME_PHOTO_DISTANCE,
} from '../../lib/photo-bands.ts';
import { arrayParam, type PhotoFacts } from './photos.ts';

// How the photos near one another are found (issue 27): probed through the band indexes when a photo joins the
// index (`storeMatchesOf`), which stores the pairs of hashes it finds; read back from those pairs by every later
// look-up (`storedMatches`), so reading an ad's signals makes no band probe (bench/RESULTS.md, issue 27).

/** What a look-up needs of a photo. */
export type LookedUpPhoto = Pick<PhotoFacts, 'key' | 'hash' | 'addedAt'>;

/** Every flip of up to `PROBE_BITS` bits of a band, as one array literal: the same for every look-up. */
const PROBE_MASKS = `{${bandValuesNear(0).join(',')}}`;

/** The arrays of the CTE `photo`, one element a photo; `photoArraysOf` gives their values. */
type PhotoArray = 'hashes' | 'addedAts' | 'keys';
/** The arrays of each photo's bands (`band0`…), which the probes also take. */
type BandArray = `band${number}`;

/** How each array goes into a statement: as its value, or as a placeholder of its name (a statement built once). */
type PhotoArrayValue = (name: PhotoArray) => SQL;
type ProbeArrayValue = (name: PhotoArray | BandArray) => SQL;

const photoArraysOf = (photos: readonly LookedUpPhoto[]): Record<PhotoArray, string[]> => ({
  hashes: photos.map((photo) => String(photo.hash)),
  addedAts: photos.map((photo) => photo.addedAt.toISOString()),
  keys: photos.map((photo) => photo.key),
});

/** `photoArraysOf` and each photo's bands, cut here by `bandsOf`, the generated columns' own rule. */
const probeArraysOf = (photos: readonly LookedUpPhoto[]): Record<PhotoArray | BandArray, unknown[]> => {
  const bands = photos.map((photo) => bandsOf(photo.hash));
  return {
    ...photoArraysOf(photos),
    ...Object.fromEntries(
      Array.from({ length: BAND_COUNT }, (_, band) => [`band${band}`, bands.map((values) => values[band]!)]),
    ),
  };
};

const asParams =
  <Name extends string>(arrays: Record<Name, readonly unknown[]>) =>
  (name: Name) =>
    sql`${arrayParam(arrays[name])}`;

/** Each array as a placeholder of its name: the statement is built once and its arrays bound on each run. */
const asPlaceholders = (name: string) => sql`${sql.placeholder(name)}`;

/**
 * The CTE `photo` read by key from the photos' own fingerprints, as `photoFactsOf` reads them. Of one array of
 * keys PostgreSQL's generic plan counts ten, so it keeps that plan for ads of about ten photos and more (the
 * bench's); of three unnested arrays it counted a hundred rows each and planned every run anew (bench/RESULTS.md,
 * issue 27, 2026-12-04).
 */
const photoRowsOfKeys = (keys: SQL) => sql`
    photo as (
      select key, photo_hash as hash, coalesce(accepted_at, issued_at) as added_at
        from upload_keys where key = any(${keys}::text[]) and photo_hash is not null
    )`;

/**
 * The CTE `photo`: the photos looked up, one row each (hash, added_at, key), as parameters; with `bands`, also
 * each photo's bands (band0…), cut by `bandsOf` (`probeArraysOf`): cut by PostgreSQL inside the probes, a band's
 * 21-term expression ran once per mask, 232 times a photo and band, and was most of the look-up's time
 * (bench/RESULTS.md, issue 28, 2026-11-28 05:40).
 */
const photoRows = (value: PhotoArrayValue, extra = sql``, bands?: ProbeArrayValue) => {
  const bandColumns = Array.from({ length: bands ? BAND_COUNT : 0 }, (_, band) => ({
    param: sql`, ${bands!(`band${band}`)}::int[]`,
    name: `, band${band}`,
  }));
  return sql`
    photo as (
      select q.* ${extra}
        from unnest(${value('hashes')}::bigint[], ${value('addedAts')}::timestamptz[], ${value('keys')}::text[]
                    ${sql.join(bandColumns.map((column) => column.param))})
          as q(hash, added_at, key ${sql.raw(bandColumns.map((column) => column.name).join(''))})
    )`;
};

/**
 * The CTEs `photo` and `near`: every indexed photo within `SAME_PHOTO_DISTANCE` bits of one of `photos`, found
 * within `PROBE_BITS` of one of its bands (lib/photo-bands.ts; each probe an index-only look-up of a band's index,
 * never a scan; a pair near in two bands comes twice), as (advertisement_id, other_hash, hash, key, distance,
 * earlier). The photos and their bands go as parameters (`value`: their values, or placeholders); PostgreSQL
 * flips the bands.
 */
function photosNear(value: ProbeArrayValue) {
  // Index-only (the band index holds band, hash, ad and time) with the distance kept inside: of the few photos a
  // band value matches, only the near ones go on. One index scan a photo and band, its probes one sorted array
  // (`= any`), where a nested loop over the masks re-entered the index for each (~30 % more time, and 12 ms of
  // planning, at 1,000,000 photos). `offset 0` keeps each lateral look-up from being flattened into a join, which
  // the planner had made hash joins over the whole table (bench/RESULTS.md, issue 27, 00:13).
  const nearOnBand = (band: number) => sql`
    select p.advertisement_id, p.other_hash, q.hash, q.key, p.distance, p.added_at < q.added_at as earlier
      from photo q cross join lateral (
        select p.advertisement_id, p.hash as other_hash, p.added_at,
               bit_count((p.hash # q.hash)::bit(64)) as distance
          from advertisement_photos p
         where p.${sql.identifier(BAND_COLUMNS[band]!)} = any(q.${sql.identifier(`probes${band}`)})
           and bit_count((p.hash # q.hash)::bit(64)) <= ${SAME_PHOTO_DISTANCE}
        offset 0) p`;
  const probes = (band: number) =>
    sql.raw(
      `, array(select q.band${band} # m from unnest('${PROBE_MASKS}'::int[]) m order by 1) as probes${band}`,
    );
  return sql`
    ${photoRows(value, sql.join(Array.from({ length: BAND_COUNT }, (_, band) => probes(band))), value)}, near as (
      ${sql.join(
        Array.from({ length: BAND_COUNT }, (_, band) => nearOnBand(band)),
        sql` union all `,
      )}
    )`;
}

/**
 * The CTE `matched` through the band probes: every indexed photo near one of `photos`, as (advertisement_id,
 * other_key, key, distance, earlier). The demo asks it of a photo no ad shows yet.
 */
export function probedMatches(photos: readonly LookedUpPhoto[]) {
  return sql`
    ${photosNear(asParams(probeArraysOf(photos)))}, matched as (
      select n.advertisement_id, o.key as other_key, n.key, n.distance, n.earlier
        from (select distinct advertisement_id, other_hash, key, distance, earlier from near) n cross join lateral (
          select o.key from advertisement_photos o
           where o.advertisement_id = n.advertisement_id and o.hash = n.other_hash
          offset 0) o
    )`;
}

/**
 * The CTE `matched` from the stored pairs, the same rows as `probedMatches` gives (of the photos themselves, or of
 * those stored under `keys`): the photos showing the very hash of one of `photos`, and those showing a hash stored as its pair, read by the hash index. Exact as long as
 * each of `photos` has been in the index since the last photo near it joined (every photo of a live ad, and of an
 * ad in the write that deletes it): whichever of two near photos joined the index last found the other.
 */
export function storedMatches(photos: readonly LookedUpPhoto[] | { keys: SQL }) {
  return sql`
    ${Array.isArray(photos) ? photoRows(asParams(photoArraysOf(photos))) : photoRowsOfKeys((photos as { keys: SQL }).keys)}, matched as (
      select o.advertisement_id, o.key as other_key, q.key, o.distance, o.added_at < q.added_at as earlier
        from photo q cross join lateral (
          select q.hash as other_hash union select m.other_hash from photo_matches m where m.hash = q.hash
        ) m cross join lateral (
          select o.advertisement_id, o.key, o.added_at, bit_count((o.hash # q.hash)::bit(64))::int as distance
            from advertisement_photos o
           where o.hash = m.other_hash and bit_count((o.hash # q.hash)::bit(64)) <= ${SAME_PHOTO_DISTANCE}
          offset 0) o
    )`;
}

/** The look-up a photo joining the index runs (the bench times it): the hashes near each of `photos`. */
export const nearHashesSql = (photos: readonly LookedUpPhoto[]) => sql`
    with ${photosNear(asParams(probeArraysOf(photos)))}
    select distinct hash, other_hash from near where hash <> other_hash`;

/**
 * The statement of `storeMatchesOf`, the same text for every write (the photos and bands go as arrays): built once
 * and prepared by name, so each connection parses it once. PostgreSQL still plans each run for its values: its
 * generic plan counts a hundred rows an unnested array, against the one to a dozen photos a write adds
 * (`pg_prepared_statements`: 0 generic plans of 30; bench/RESULTS.md, issue 27, 2026-12-04).
 */
let storeStatement: BuiltQuery | undefined;
const storeStatementOf = (db: Database) =>
  (storeStatement ??= sqlOf(
    db,
    sql`
    with ${photosNear(asPlaceholders)}, pair as (select distinct hash, other_hash from near where hash <> other_hash)
    insert into photo_matches (hash, other_hash)
    select hash, other_hash from pair union select other_hash, hash from pair
    on conflict do nothing
    returning hash::text as hash`,
    planOnceName(),
  ));

/**
 * Looks up `photos`, which just joined the index, and stores each pair of different hashes found, both ways, so
 * that the ads on either side find each other without a probe. A pair already stored is kept. Answers the hashes
 * of the pairs stored anew.
 */
export async function storeMatchesOf(db: Database, photos: readonly LookedUpPhoto[]) {
  if (photos.length === 0) return [];
  const { rows } = (await runOn(db, storeStatementOf(db), probeArraysOf(photos))) as {
    rows: { hash: string }[];
  };
  return rows.map((row) => BigInt(row.hash));
}

/** Forgets the pairs of those of `hashes` that no ad shows any more (a photo joining again is looked up again). */
export async function forgetMatchesOf(db: Pick<Database, 'execute'>, hashes: readonly bigint[]) {
  if (hashes.length === 0) return;
  await db.execute(sql`
    with gone as (
      select hash from unnest(${arrayParam(hashes.map(String))}::bigint[]) hash
       where not exists (select 1 from advertisement_photos p where p.hash = hash.hash)
    ), forgotten as (
      delete from photo_matches m using gone where m.hash = gone.hash returning m.other_hash, m.hash
    )
    delete from photo_matches m using forgotten f where m.hash = f.other_hash and m.other_hash = f.hash`);
}
