import { writeFile } from 'node:fs/promises';
import { acceptCost } from './photo-accept-cost.ts';
import { load } from './photo-bench-tools.ts';
import { labelledSet } from './photo-labelled-set.ts';

/**
 * Issue 27's photo fingerprint on the bench (run by bench/suites/photo-fingerprint.ts, or alone:
 * `node --import tsx apps/api/src/modules/uploads/bench/photo-fingerprint.ts`):
 * 1. A labelled set (photo-labelled-set.ts): PHOTO_BENCH_PHOTOS distinct drawn photos (default 200) and four
 *    variants of each (half size, JPEG quality 50, 5 % cropped, 10 % brighter); every pair of the set is "same
 *    photo" when both come from one drawing. Precision and recall of "within SAME_PHOTO_DISTANCE", the distances
 *    of both kinds, and how many same pairs the band look-up (a band within `PROBE_BITS`, lib/photo-bands.ts) finds.
 * 2. The cost of accepting PHOTO_BENCH_LARGE 12-megapixel camera-like JPEGs (default 30, photo-accept-cost.ts):
 *    today's `checkImage`, beside it plus `fingerprintPhoto` (two decodes), beside one decode serving the
 *    thumbnail and the fingerprint.
 * Results go to PHOTO_BENCH_OUT as JSON.
 */

console.log(`\nPhoto fingerprint (issue 27); load ${load()}`);
const quality = await labelledSet(Number(process.env.PHOTO_BENCH_PHOTOS ?? 200));
// PHOTO_BENCH_LARGE=0 leaves the cost out, to look at the labelled set alone.
const large = Number(process.env.PHOTO_BENCH_LARGE ?? 30);
const cost = large > 0 ? await acceptCost(large) : undefined;
if (process.env.PHOTO_BENCH_OUT)
  await writeFile(process.env.PHOTO_BENCH_OUT, JSON.stringify({ quality, cost }, null, 2));
