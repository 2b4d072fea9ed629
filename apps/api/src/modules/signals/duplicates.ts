import { sql, type SQL } from 'drizzle-orm';
import {
  DUPLICATE_KINDS,
  type DuplicateKind,
  type SignalDuplicate,
  type Translations,
} from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { SAME_PHOTO_DISTANCE } from '../../lib/photo-bands.ts';
import { planOnceName, runOn, sqlOf, type BuiltQuery } from '../../db/prepared-by-shape.ts';
import { probedMatches, storedMatches } from './matches.ts';
import type { PhotoFacts } from './photos.ts';

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
    with ${probedMatches(photos)}
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

/** How the photos near an ad's are found: the stored pairs, or (to check them) the band probes (matches.ts). */
type Matching = (photos: readonly PhotoFacts[]) => SQL;

/** The ad's values `samePhotosStatement` binds. */
const adValuesOf = (ad: ComparedAd) => ({
  id: ad.id,
  ownerId: ad.ownerId,
  modelId: ad.modelId,
  year: ad.year,
  text: textOf(ad),
});
type AdValue = (name: keyof ReturnType<typeof adValuesOf>) => unknown;

/**
 * The statement of `samePhotosOf` after the CTE `matched`, each of the ad's values given by `value`. Texts are
 * compared (trigrams, its costliest part) only with the same dealer's ads of the same vehicle.
 */
const samePhotosStatement = (matched: SQL, value: AdValue) => sql`
    with ${matched}
    select a.id as advertisement_id, a.short_id, u.first_name as dealer, a.owner_id = ${value('ownerId')} as same_dealer,
           a.status = 'published' as published,
           min(m.distance)::int as distance, bool_or(m.earlier) as took_it_first,
           jsonb_agg(distinct jsonb_build_object('key', m.key, 'other_key', m.other_key)) as matches,
           a.owner_id = ${value('ownerId')} and a.model_id = ${value('modelId')} and a.year = ${value('year')}
             and similarity(coalesce(a.title ->> a.lang, '') || ' ' || coalesce(a.description ->> a.lang, ''),
                            ${value('text')}) >= ${SAME_TEXT_SIMILARITY} as same_listing
      from matched m
      join advertisements a on a.id = m.advertisement_id
      join users u on u.id = a.owner_id
     where a.id <> ${value('id')} and a.deleted_at is null
     group by a.id, u.first_name`;

/** The statement of `samePhotosOf` with the ad's and photos' values in it (the bench prints its plan). */
export const samePhotosSql = (
  ad: ComparedAd,
  photos: readonly PhotoFacts[],
  matched: Matching = storedMatches,
) => {
  const values = adValuesOf(ad);
  return samePhotosStatement(matched(photos), (name) => values[name]);
};

/**
 * Every read and write of an ad's signals runs the stored look-up: its text is the same for every ad (the photos
 * go as one array of keys), so it is built once and planned once per connection. Unnamed, its planning cost more
 * than its run (1.1 vs 0.8 ms, bench/RESULTS.md, issue 27); its plan walks the hash indexes whatever the values.
 */
let storedStatement: BuiltQuery | undefined;
const bound = (name: string) => sql`${sql.placeholder(name)}`;
const storedStatementOf = (db: Database) =>
  (storedStatement ??= sqlOf(
    db,
    samePhotosStatement(storedMatches({ keys: bound('keys') }), bound),
    planOnceName(),
  ));

/** `samePhotosOf` from the stored pairs, of the fingerprinted photos among `keys` (read beside their facts). */
export async function storedSamePhotosOf(
  db: Database,
  ad: ComparedAd,
  keys: readonly string[],
): Promise<SamePhotos> {
  if (keys.length === 0) return { duplicates: [], sharing: [] };
  const { rows } = (await runOn(db, storedStatementOf(db), { ...adValuesOf(ad), keys })) as {
    rows: Candidate[];
  };
  return samePhotosFrom(rows);
}

/** What `storedSamePhotosOf` finds for an ad that shows no photo another ad shows. */
export const NO_SAME_PHOTOS: SamePhotos = { duplicates: [], sharing: [] };

/**
 * Which of `ads` may show a photo another ad shows, in one statement (a feed's group of new ads, issue 28): those
 * with a photo whose hash another ad's photo has, or that has stored near pairs. `storedSamePhotosOf` finds
 * nothing for the others, so a group asks it only of these.
 */
export async function adsMaybeSharingPhotos(
  db: Database,
  ads: readonly { id: string; keys: readonly string[] }[],
): Promise<Set<string>> {
  const pairs = ads.flatMap((ad) => ad.keys.map((key) => [ad.id, key] as const));
  if (pairs.length === 0) return new Set();
  const { rows } = (await runOn(db, (sharingStatement ??= sharingStatementOf(db)), {
    ads: pairs.map(([id]) => id),
    keys: pairs.map(([, key]) => key),
  })) as { rows: { id: string }[] };
  return new Set(rows.map((row) => row.id));
}

let sharingStatement: BuiltQuery | undefined;
const sharingStatementOf = (db: Database) =>
  sqlOf(
    db,
    sql`
    select distinct p.advertisement_id as id
      from unnest(${bound('ads')}::uuid[], ${bound('keys')}::text[]) as p(advertisement_id, key)
      join upload_keys u on u.key = p.key and u.photo_hash is not null
     where exists (select 1 from photo_matches m where m.hash = u.photo_hash)
        or exists (select 1 from advertisement_photos o
                    where o.hash = u.photo_hash and o.advertisement_id <> p.advertisement_id)`,
    planOnceName(),
  );

/**
 * Other live ads showing one of `photos` (issue 27), from the pairs stored when each photo joined the index
 * (matches.ts; no band probe), in one statement for both answers of `SamePhotos`: the ads, their status, dealer
 * and texts as they are now. Another dealer's
 * ad counts as a duplicate only once published, so nobody learns of another dealer's draft; it is a possible theft
 * when it showed the photo first. The same dealer's ad of the same model and year with near-identical text is a
 * duplicate listing. Duplicates come most alarming first, then closest.
 */
export async function samePhotosOf(
  db: Database,
  ad: ComparedAd,
  photos: readonly PhotoFacts[],
  /** Another look-up than the stored pairs' (the bench and tests check them with the band probes). */
  matched?: Matching,
): Promise<SamePhotos> {
  if (!matched)
    return storedSamePhotosOf(
      db,
      ad,
      photos.map((photo) => photo.key),
    );
  if (photos.length === 0) return { duplicates: [], sharing: [] };
  return samePhotosFrom((await db.execute<Candidate>(samePhotosSql(ad, photos, matched))).rows);
}

function samePhotosFrom(rows: readonly Candidate[]): SamePhotos {
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
