/**
 * The stored matches of the signals bench's photos (bench/suites/signals-data.ts, issue 27): what the look-up of
 * each photo, as it joined the photo index, would have stored in `photo_matches` (matches.ts), computed in memory
 * in one pass instead of ~700 million band probes. Same rule as the look-up: the pairs of different hashes with a
 * band within `PROBE_BITS` bits (lib/photo-bands.ts, the columns PostgreSQL cut) and within `SAME_PHOTO_DISTANCE`
 * bits in all; by the bands' pigeonhole that is every pair within that distance, so nothing the look-ups would
 * have found is missed, whatever order the photos joined in. Inserted in the table's key order, both ways (the
 * seed marks its photos looked up). Prints the hashes, the pairs and the seconds.
 *
 * Env: DATABASE_URL.
 */
import { createDatabase } from '../../../db/client.ts';
import {
  BAND_BITS,
  BAND_COUNT,
  bandValuesNear,
  PROBE_BITS,
  SAME_PHOTO_DISTANCE,
} from '../../../lib/photo-bands.ts';

const INSERT_BATCH = 50_000;
const started = performance.now();
const db = createDatabase(process.env.DATABASE_URL!);
const client = db.$client;

const { rows } = await client.query<{ hash: string; bands: number[] }>(
  `select hash::text as hash, array[photo_band0, photo_band1, photo_band2] as bands
     from advertisement_photos group by hash, photo_band0, photo_band1, photo_band2 order by hash`,
);
const count = rows.length;
// Each hash as two 32-bit halves, for the distance; each band's values, for the probes.
const high = new Int32Array(count);
const low = new Int32Array(count);
const bands = Array.from({ length: BAND_COUNT }, () => new Int32Array(count));
for (const [index, row] of rows.entries()) {
  const hash = BigInt.asUintN(64, BigInt(row.hash));
  high[index] = Number(hash >> 32n) | 0;
  low[index] = Number(hash & 0xffffffffn) | 0;
  for (let band = 0; band < BAND_COUNT; band++) bands[band]![index] = row.bands[band]!;
}

/** Each band's photos grouped by value (counting sort): `starts[v]` to `starts[v + 1]` in `members`. */
const grouped = bands.map((values) => {
  const starts = new Int32Array((1 << BAND_BITS) + 1);
  for (const value of values) starts[value + 1]!++;
  for (let value = 0; value < 1 << BAND_BITS; value++) starts[value + 1]! += starts[value]!;
  const members = new Int32Array(count);
  const next = starts.slice(0, -1);
  for (let index = 0; index < count; index++) members[next[values[index]!]!++] = index;
  return { starts, members };
});

const popCount = (value: number) => {
  let bits = value - ((value >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};
const masks = bandValuesNear(0);

let pending: { hashes: string[]; others: string[] } = { hashes: [], others: [] };
let pairs = 0;
async function flush() {
  if (pending.hashes.length === 0) return;
  await client.query(
    'insert into photo_matches (hash, other_hash) select * from unnest($1::bigint[], $2::bigint[]) on conflict do nothing',
    [pending.hashes, pending.others],
  );
  pending = { hashes: [], others: [] };
}

for (let index = 0; index < count; index++) {
  const near = new Set<number>();
  for (let band = 0; band < BAND_COUNT; band++) {
    const { starts, members } = grouped[band]!;
    const value = bands[band]![index]!;
    for (const mask of masks) {
      const probed = value ^ mask;
      for (let at = starts[probed]!; at < starts[probed + 1]!; at++) {
        const other = members[at]!;
        if (other === index) continue;
        const distance = popCount(high[index]! ^ high[other]!) + popCount(low[index]! ^ low[other]!);
        if (distance <= SAME_PHOTO_DISTANCE) near.add(other);
      }
    }
  }
  // Hashes are numbered in their order, so the pairs go in the primary key's order.
  for (const other of [...near].sort((left, right) => left - right)) {
    pending.hashes.push(rows[index]!.hash);
    pending.others.push(rows[other]!.hash);
  }
  pairs += near.size;
  if (pending.hashes.length >= INSERT_BATCH) await flush();
}
await flush();
console.log(
  `  ${count} distinct hashes, ${pairs} stored pairs (both ways, band within ${PROBE_BITS}, within ${SAME_PHOTO_DISTANCE} bits) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
await client.end();
