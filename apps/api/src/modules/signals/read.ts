import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { SignalFacts } from '../../db/schema/index.ts';
import { judgeSignals, type SignalSource } from './compute.ts';
import { candidatesSql, shownDuplicates, type Candidate } from './duplicates.ts';
import { arrayParam, type PhotoFacts } from './photos.ts';
import { storedMatchesOfKeys } from './matches.ts';
import { priceSignalOf } from './price.ts';

/** What health judges of an ad's photos (their hashes and times serve the statement itself). */
type PhotoJson = Pick<PhotoFacts, 'width' | 'height' | 'sharpness'>;

/**
 * The signals of an ad for its reader (GET /advertisements/{id}/signals): the same look-ups as `computeSignals`,
 * in two statements at once instead of three, two of them one after the other: its photos go with the ads sharing
 * them (from the stored pairs), and the price band keeps its own statement, planned once per connection (planned
 * inside the other on every request, it cost PostgreSQL more than the round trip saved: bench/RESULTS.md, issue 27,
 * 2026-11-28 07:05).
 */
export async function readSignals(
  db: Database,
  ad: SignalSource,
  minPhotos: number,
  stored: Pick<SignalFacts, 'flags'> | null,
) {
  const keys = ad.media.map((item) => item.key);
  const [price, { rows }] = await Promise.all([
    priceSignalOf(db, ad),
    db.execute<{ photos: PhotoJson[] | null; candidates: Candidate[] | null }>(sql`
      select (select jsonb_agg(jsonb_build_object('width', width, 'height', height, 'sharpness', sharpness))
                from upload_keys
               where key = any(${arrayParam(keys)}::text[]) and photo_hash is not null) as photos,
             (select jsonb_agg(candidate) from (${candidatesSql(ad, storedMatchesOfKeys(keys))}) candidate)
               as candidates`),
  ]);
  const { photos, candidates } = rows[0]!;
  return judgeSignals(
    ad,
    minPhotos,
    {
      photos: photos ?? [],
      price,
      duplicates: shownDuplicates(candidates ?? []),
    },
    stored,
  );
}
