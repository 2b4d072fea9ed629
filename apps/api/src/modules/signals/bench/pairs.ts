/**
 * The stored matches of the signals bench's photos (bench/suites/signals-data.ts, issue 27): what the look-up of
 * each photo, as it joined the photo index, would have stored in `photo_matches` (matches.ts), computed in memory
 * (near-pairs.ts) instead of ~700 million band probes: every pair of different hashes within `SAME_PHOTO_DISTANCE`
 * bits, which is what the look-ups' rule finds whatever order the photos joined in. Inserted in the table's key
 * order, both ways (the seed marks its photos looked up). Prints the hashes, the pairs, the seconds and this
 * process's CPU seconds.
 *
 * Env: DATABASE_URL.
 */
import { createDatabase } from '../../../db/client.ts';
import { SAME_PHOTO_DISTANCE } from '../../../lib/photo-bands.ts';
import { nearPairs } from './near-pairs.ts';

const INSERT_BATCH = 50_000;
const started = performance.now();
const db = createDatabase(process.env.DATABASE_URL!);
const client = db.$client;

const { rows } = await client.query<{ hash: string }>(
  'select hash::text as hash from (select distinct hash from advertisement_photos) photo order by photo.hash',
);
const hashes = rows.map((row) => row.hash);
const count = hashes.length;
// Each hash as two 32-bit halves.
const high = new Int32Array(count);
const low = new Int32Array(count);
for (const [index, text] of hashes.entries()) {
  const hash = BigInt.asUintN(64, BigInt(text));
  high[index] = Number(hash >> 32n) | 0;
  low[index] = Number(hash & 0xffffffffn) | 0;
}
// `order by` on the bigint: numbered in the primary key's order, so the sorted pairs insert in that order.
const pairs = nearPairs(high, low);
const found = performance.now();

for (let start = 0; start < pairs.length; start += INSERT_BATCH) {
  const batch = pairs.subarray(start, start + INSERT_BATCH);
  const firsts = Array.from(batch, (key) => hashes[Math.floor(key / count)]!);
  const seconds = Array.from(batch, (key) => hashes[key % count]!);
  await client.query(
    'insert into photo_matches (hash, other_hash) select * from unnest($1::bigint[], $2::bigint[]) on conflict do nothing',
    [firsts, seconds],
  );
}
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
const cpu = process.cpuUsage();
console.log(
  `  ${count} distinct hashes, ${pairs.length} stored pairs (both ways, within ${SAME_PHOTO_DISTANCE} bits): found in ${seconds(started)} s, inserted in ${seconds(found)} s; ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of this process's CPU`,
);
await client.end();
