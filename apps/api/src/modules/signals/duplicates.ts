import { sql } from 'drizzle-orm';
import {
  DUPLICATE_KINDS,
  type DuplicateKind,
  type SignalDuplicate,
  type Translations,
} from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import {
  BAND_COLUMNS,
  BAND_COUNT,
  bandsOf,
  bandValuesNear,
  SAME_PHOTO_DISTANCE,
} from '../../lib/photo-bands.ts';
import { arrayParam, type PhotoFacts } from './photos.ts';

/** What the duplicates of an ad are looked up from. */
export interface ComparedAd {
  id: string;
  ownerId: string;
  modelId: string;
  year: number;
  lang: string;
  title: Translations;
  description: Translations;
}

/** From this trigram similarity of title and description on, the same dealer's ad of the same vehicle is a copy. */
const SAME_TEXT_SIMILARITY = 0.8;

interface Candidate extends Record<string, unknown> {
  advertisement_id: string;
  short_id: string;
  dealer: string;
  same_dealer: boolean;
  distance: number;
  published: boolean;
  took_it_first: boolean;
  same_listing: boolean;
  matches: { key: string; other_key: string }[];
}

const textOf = (ad: ComparedAd) =>
  `${ad.title[ad.lang as keyof Translations] ?? ''} ${ad.description[ad.lang as keyof Translations] ?? ''}`;

const kindOf = (candidate: Candidate): DuplicateKind => {
  if (!candidate.same_dealer) return candidate.took_it_first ? 'possible_theft' : 'same_photo';
  return candidate.same_listing ? 'duplicate_listing' : 'same_photo';
};

/** Every flip of up to `PROBE_BITS` bits of a band, as one array literal: the same for every look-up. */
const PROBE_MASKS = `{${bandValuesNear(0).join(',')}}`;

/**
 * The CTE `matched`: every photo of another ad within `SAME_PHOTO_DISTANCE` bits of one of `photos`, found within
 * `PROBE_BITS` of one of its bands (lib/photo-bands.ts; each probe an index-only look-up of a band's index, never a
 * scan; a pair near in two bands is found twice and kept once), with its Hamming distance and whether it was there
 * first. Only the photos and their bands go as parameters; PostgreSQL flips the bands (the probes had been built
 * and sent as text arrays, bench/RESULTS.md issue 27, 00:00).
 */
function photosMatching(photos: readonly PhotoFacts[]) {
  // Index-only (the band index holds band, hash, ad and time) with the distance kept inside: of the few photos a
  // band value matches, only the near ones go on. Reading each one's key from the table made a look-up there take
  // 1.3 s (bench/RESULTS.md, issue 27); the few near ones get their key by the primary key.
  // One index scan a photo and band, its probes one sorted array (`= any`): PostgreSQL walks the band's index from
  // value to value inside one scan, where a nested loop over the masks re-entered the index for each (~30 % more
  // time, and 12 ms of planning, at 1,000,000 photos). `offset 0` keeps each lateral look-up from being flattened
  // into a join, which the planner had made hash joins over the whole table (bench/RESULTS.md, issue 27, 00:13).
  const nearOnBand = (band: number) => sql`
    select p.advertisement_id, p.other_hash, q.key, p.distance, p.added_at < q.added_at as earlier
      from photo q cross join lateral (
        select p.advertisement_id, p.hash as other_hash, p.added_at,
               bit_count((p.hash # q.hash)::bit(64)) as distance
          from advertisement_photos p
         where p.${sql.identifier(BAND_COLUMNS[band]!)} = any(q.${sql.identifier(`probes${band}`)})
           and bit_count((p.hash # q.hash)::bit(64)) <= ${SAME_PHOTO_DISTANCE}
        offset 0) p`;
  const probes = (band: number) =>
    sql.raw(
      `array(select q.band${band} # m from unnest('${PROBE_MASKS}'::int[]) m order by 1) as probes${band}`,
    );
  // Each photo's bands are cut here (`bandsOf`, the generated columns' own rule) and sent beside its hash: cut by
  // PostgreSQL inside the probes, a band's 21-term expression ran once per mask, 232 times a photo and band, and
  // was most of the look-up's time (bench/RESULTS.md, issue 28, 2026-11-28 05:40).
  const bands = photos.map((photo) => bandsOf(photo.hash));
  const bandParams = Array.from(
    { length: BAND_COUNT },
    (_, band) => sql`${arrayParam(bands.map((values) => values[band]!))}::int[]`,
  );
  return sql`
    photo as (
      select q.*, ${sql.join(
        Array.from({ length: BAND_COUNT }, (_, band) => probes(band)),
        sql`, `,
      )}
        from unnest(${arrayParam(photos.map((photo) => String(photo.hash)))}::bigint[],
                    ${arrayParam(photos.map((photo) => photo.addedAt.toISOString()))}::timestamptz[],
                    ${arrayParam(photos.map((photo) => photo.key))}::text[],
                    ${sql.join(bandParams, sql`, `)})
          as q(hash, added_at, key, ${sql.raw(BAND_COLUMNS.map((_, band) => `band${band}`).join(', '))})
    ), near as (
      ${sql.join(
        Array.from({ length: BAND_COUNT }, (_, band) => nearOnBand(band)),
        sql` union all `,
      )}
    ), matched as (
      select n.advertisement_id, o.key as other_key, n.key, n.distance, n.earlier
        from (select distinct * from near) n cross join lateral (
          select o.key from advertisement_photos o
           where o.advertisement_id = n.advertisement_id and o.hash = n.other_hash
          offset 0) o
    )`;
}

/**
 * Other live ads showing one of `photos` within `SAME_PHOTO_DISTANCE` bits, whoever may read them, at most `limit`,
 * the closest first: the demo's drawing asks it of each photo it draws, before any ad shows it.
 */
export async function adsShowingSamePhotos(
  db: Database,
  id: string,
  photos: readonly PhotoFacts[],
  limit: number,
): Promise<string[]> {
  if (photos.length === 0) return [];
  const { rows } = await db.execute<{ id: string }>(sql`
    with ${photosMatching(photos)}
    select a.id from matched m join advertisements a on a.id = m.advertisement_id
     where m.distance <= ${SAME_PHOTO_DISTANCE} and a.id <> ${id} and a.deleted_at is null
     group by a.id order by min(m.distance), a.id limit ${limit}`);
  return rows.map((row) => row.id);
}

/** At most this many other ads are named as sharing photos (see `SamePhotos.sharing`). */
const SHARING_NAMED = 20;

/** What one look-up of an ad's photos finds. */
export interface SamePhotos {
  /** What the ad's reader is shown: see `duplicatesOf`. */
  duplicates: SignalDuplicate[];
  /**
   * Other live ads showing one of the photos, whoever may read them, at most 20, the closest first: the ads whose
   * own duplicates (and review rank) a write of this ad can change. Enough for any photo really shared, while a
   * photo that hundreds of ads show (a dealer's logo) cannot make one write recompute them all.
   */
  sharing: string[];
}

/** The statement of `samePhotosOf` (the bench prints its plan). */
export const samePhotosSql = (ad: ComparedAd, photos: readonly PhotoFacts[]) => sql`
    with ${photosMatching(photos)}
    select a.id as advertisement_id, a.short_id, u.first_name as dealer, a.owner_id = ${ad.ownerId} as same_dealer,
           a.status = 'published' as published,
           min(m.distance)::int as distance, bool_or(m.earlier) as took_it_first,
           jsonb_agg(distinct jsonb_build_object('key', m.key, 'other_key', m.other_key)) as matches,
           a.model_id = ${ad.modelId} and a.year = ${ad.year}
             and similarity(coalesce(a.title ->> a.lang, '') || ' ' || coalesce(a.description ->> a.lang, ''),
                            ${textOf(ad)}) >= ${SAME_TEXT_SIMILARITY} as same_listing
      from matched m
      join advertisements a on a.id = m.advertisement_id
      join users u on u.id = a.owner_id
     where a.id <> ${ad.id} and a.deleted_at is null
     group by a.id, u.first_name`;

/**
 * Other live ads showing one of `photos` (issue 27), found through the band indexes of `advertisement_photos`,
 * then kept within `SAME_PHOTO_DISTANCE` bits, in one statement for both answers of `SamePhotos`. Another dealer's
 * ad counts as a duplicate only once published, so nobody learns of another dealer's draft; it is a possible theft
 * when it showed the photo first. The same dealer's ad of the same model and year with near-identical text is a
 * duplicate listing. Duplicates come most alarming first, then closest.
 */
export async function samePhotosOf(
  db: Database,
  ad: ComparedAd,
  photos: readonly PhotoFacts[],
): Promise<SamePhotos> {
  if (photos.length === 0) return { duplicates: [], sharing: [] };
  const { rows } = await db.execute<Candidate>(samePhotosSql(ad, photos));
  const sharing = rows
    .map((row) => ({ id: row.advertisement_id, distance: row.distance }))
    .sort((left, right) => left.distance - right.distance || (left.id < right.id ? -1 : 1))
    .slice(0, SHARING_NAMED)
    .map((row) => row.id);
  return { duplicates: shownDuplicates(rows), sharing };
}

/** The duplicates of `samePhotosOf` alone (the signals' reader and the bench's look-up). */
export const duplicatesOf = async (db: Database, ad: ComparedAd, photos: readonly PhotoFacts[]) =>
  (await samePhotosOf(db, ad, photos)).duplicates;

const shownDuplicates = (rows: readonly Candidate[]): SignalDuplicate[] =>
  rows
    .filter((candidate) => candidate.same_dealer || candidate.published)
    .map((candidate) => ({
      kind: kindOf(candidate),
      advertisement_id: candidate.advertisement_id,
      short_id: candidate.short_id,
      dealer: candidate.dealer,
      same_dealer: candidate.same_dealer,
      distance: candidate.distance,
      matches: candidate.matches,
    }))
    .sort(
      (left, right) =>
        DUPLICATE_KINDS.indexOf(left.kind) - DUPLICATE_KINDS.indexOf(right.kind) ||
        left.distance - right.distance ||
        left.short_id.localeCompare(right.short_id),
    );
