import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { SignalFacts } from '../../db/schema/index.ts';
import { judgeSignals, type SignalSource } from './compute.ts';
import { candidatesSql, shownDuplicates, type Candidate } from './duplicates.ts';
import { arrayParam, type PhotoFacts } from './photos.ts';
import { storedMatchesOfKeys } from './matches.ts';
import { comparablesSql, priceBandAmong, type Comparables } from './price.ts';

/** What health judges of an ad's photos (their hashes and times serve the statement itself). */
type PhotoJson = Pick<PhotoFacts, 'width' | 'height' | 'sharpness'>;

/**
 * The signals of an ad for its reader (GET /advertisements/{id}/signals): the same look-ups as `computeSignals`
 * (its photos, its comparables, the ads sharing its photos, from the stored pairs), sent as one statement instead
 * of a statement for the photos and then two more. Most of a request's CPU was the round trips themselves, the
 * API's socket writes above all (bench/RESULTS.md, issue 27, 2026-11-28 07:00).
 */
export async function readSignals(
  db: Database,
  ad: SignalSource,
  minPhotos: number,
  stored: Pick<SignalFacts, 'flags'> | null,
) {
  const keys = ad.media.map((item) => item.key);
  const { rows } = await db.execute<{
    photos: PhotoJson[] | null;
    price: Comparables;
    candidates: Candidate[] | null;
  }>(sql`
    select (select jsonb_agg(jsonb_build_object('width', width, 'height', height, 'sharpness', sharpness))
              from upload_keys
             where key = any(${arrayParam(keys)}::text[]) and photo_hash is not null) as photos,
           (select to_jsonb(found) from (${comparablesSql(ad)}) found) as price,
           (select jsonb_agg(candidate) from (${candidatesSql(ad, storedMatchesOfKeys(keys))}) candidate)
             as candidates`);
  const { photos, price, candidates } = rows[0]!;
  return judgeSignals(
    ad,
    minPhotos,
    {
      photos: photos ?? [],
      price: priceBandAmong(ad, price),
      duplicates: shownDuplicates(candidates ?? []),
    },
    stored,
  );
}
