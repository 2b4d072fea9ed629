/**
 * The signals bench's duplicate look-ups (bench/suites/signals.ts, issue 27), timed one after another on the ads
 * AD_IDS, one connection: one of the ad's photos looked up through the band indexes, as the write adding it runs it
 * (its fingerprint, then the probes), and all of the ad's photos read from the stored pairs, as the signals do
 * (their fingerprints, then the other live ads showing a photo near one of them); and the plans of the first ad's
 * price band (its comparables), stored duplicates and first photo's look-up, as EXPLAIN ANALYZE gives them. Writes
 * `{ times, photoTimes, found, photoFound, checked, plan, lookupPlan, probePlan }` (milliseconds of each, a list a
 * round of ROUNDS (3); duplicates and near hashes found in the first round; how many of the first 50 ads the stored
 * pairs answer as the band look-up does; the plans' lines) as JSON to RESULT_FILE.
 *
 * Env: DATABASE_URL, RESULT_FILE, AD_IDS (JSON array of ad ids), ROUNDS.
 */
import { writeFile } from 'node:fs/promises';
import { isDeepStrictEqual } from 'node:util';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { createDatabase } from '../../../db/client.ts';
import { advertisements } from '../../../db/schema/index.ts';
import { duplicatesOf, samePhotosOf, samePhotosSql } from '../duplicates.ts';
import { nearHashesSql, probedMatches } from '../matches.ts';
import { photoFactsOf } from '../photos.ts';
import { comparablesSql } from '../price.ts';

const db = createDatabase(process.env.DATABASE_URL!);
const ids = JSON.parse(process.env.AD_IDS ?? '[]') as string[];
const rows = await db.select().from(advertisements).where(inArray(advertisements.id, ids));
/** Passes over the same ads: the first reads the indexes' pages into PostgreSQL's cache, as a server in use has them. */
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const times: number[][] = [];
const photoTimes: number[][] = [];
let found = 0;
let photoFound = 0;
for (let round = 0; round < ROUNDS; round++) {
  const roundTimes: number[] = [];
  const roundPhotoTimes: number[] = [];
  for (const [index, row] of rows.entries()) {
    // One photo, as a write adding it looks it up: the first (shared with the ads next to it) on every third ad.
    const photoKey = row.media[index % 3 === 0 ? 0 : index % row.media.length]!.key;
    let started = performance.now();
    const near = (await db.execute(nearHashesSql(await photoFactsOf(db, [photoKey])))).rows.length;
    roundPhotoTimes.push(performance.now() - started);
    started = performance.now();
    const photos = await photoFactsOf(
      db,
      row.media.map((item) => item.key),
    );
    const duplicates = (await duplicatesOf(db, row, photos)).length;
    roundTimes.push(performance.now() - started);
    if (round === 0) [photoFound, found] = [photoFound + near, found + duplicates];
  }
  times.push(roundTimes);
  photoTimes.push(roundPhotoTimes);
}
// The stored pairs (seeded in bulk, bench/pairs.ts) against the band look-up, on the first ads: the same answers?
const CHECKED = 50;
let agreeing = 0;
for (const row of rows.slice(0, CHECKED)) {
  const photos = await photoFactsOf(
    db,
    row.media.map((item) => item.key),
  );
  const stored = await samePhotosOf(db, row, photos);
  if (isDeepStrictEqual(stored, await samePhotosOf(db, row, photos, probedMatches))) agreeing++;
}
const checked = { ads: Math.min(CHECKED, rows.length), agreeing };
const explained = async (statement: SQL) =>
  (await db.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers) ${statement}`)).rows.map(
    (line) => line['QUERY PLAN'],
  );
const first = rows[0];
const plan = first ? await explained(comparablesSql(first)) : [];
const lookupPlan = first
  ? await explained(
      samePhotosSql(
        first,
        await photoFactsOf(
          db,
          first.media.map((item) => item.key),
        ),
      ),
    )
  : [];
const probePlan = first ? await explained(nearHashesSql(await photoFactsOf(db, [first.media[0]!.key]))) : [];
await writeFile(
  process.env.RESULT_FILE!,
  JSON.stringify({ times, photoTimes, found, photoFound, checked, plan, lookupPlan, probePlan }),
);
await db.$client.end();
