/**
 * Photo hashes for the signals bench (bench/suites/signals.ts, issue 27) that collide on the look-up's bands as
 * often as real ones: md5 values, uniform over 64 bits, matched a band ~11× less often than the hashes of drawn
 * photos (bench/RESULTS.md, issue 27, 00:00), which made the look-up look cheaper than it is.
 *
 * Draws PHOTOS_DRAWN (1,500) distinct photos (the labelled set's scenes, lib/photo-samples.ts) and hashes them as
 * the app does; each bench hash is one of them, seeded, with `SWAPS` of its ones swapped with as many zeros (it keeps
 * its 32 ones, as `dctHash` always gives). Prints how often two different drawn photos, and two bench hashes, have a
 * band within `PROBE_BITS` (what a look-up reads) and are within 4, 6 and 8 bits; writes COUNT hashes, one a
 * line, as signed decimals, to RESULT_FILE.
 *
 * Env: COUNT, RESULT_FILE, PHOTOS_DRAWN.
 */
import { writeFile } from 'node:fs/promises';
import { bandsOf, PROBE_BITS, SAME_PHOTO_DISTANCE } from '../../../lib/photo-bands.ts';
import { decodePhoto, hammingDistance } from '../../../lib/photo-hash.ts';
import { samplePhoto } from '../../../lib/photo-samples.ts';
import { randomSource } from '../../../lib/random-source.ts';

/**
 * Chosen on the drawn photos: 4 swaps gave 7.9·10⁻⁴ band matches a pair against their 8.9·10⁻⁴, and 2.3·10⁻⁵
 * pairs within 8 bits against 1.2·10⁻⁵; 5 swaps 6.4·10⁻⁴ and 6.4·10⁻⁶ (2,500 hashes each).
 */
const SWAPS = 4;
/** Bits 0–62: bit 63, the DC term, is always set and in no band. */
const HASH_BITS = 63;
const SAMPLE = 2_000;

const count = Number(process.env.COUNT ?? 1_000_000);
const drawn = Number(process.env.PHOTOS_DRAWN ?? 1_500);

const started = performance.now();
const real: bigint[] = [];
// Two at a time: sharp's own threads take the rest of the machine.
for (let seed = 1000; seed < 1000 + drawn; seed += 2)
  real.push(
    ...(await Promise.all(
      [seed, seed + 1]
        .filter((each) => each < 1000 + drawn)
        .map(async (each) => (await decodePhoto(await samplePhoto(each, 640, 480))).fingerprint.hash),
    )),
  );
console.log(`  ${drawn} photos drawn and hashed in ${((performance.now() - started) / 1000).toFixed(0)} s`);

const random = randomSource(27);
const bit = (hash: bigint, at: number) => (hash >> BigInt(at)) & 1n;
function benchHash() {
  let hash = BigInt.asUintN(64, random.pick(real));
  for (let swap = 0; swap < SWAPS; swap++) {
    let one: number, zero: number;
    do one = random.int(0, HASH_BITS - 1);
    while (!bit(hash, one));
    do zero = random.int(0, HASH_BITS - 1);
    while (bit(hash, zero));
    hash ^= (1n << BigInt(one)) | (1n << BigInt(zero));
  }
  return BigInt.asIntN(64, hash);
}

const popCount = (value: number) => {
  let bits = 0;
  for (; value; value &= value - 1) bits++;
  return bits;
};
/** Distances at which the share of pairs "the same photo" is printed (the threshold's choice, README Decisions). */
const PRINTED_DISTANCES = [4, 6, 8];

/** Per pair: how often a band is within `PROBE_BITS` (summed over the bands), and how often within each distance. */
function collisions(hashes: readonly bigint[]) {
  const bands = hashes.map(bandsOf);
  let near = 0;
  const within = PRINTED_DISTANCES.map(() => 0);
  let pairs = 0;
  for (let a = 0; a < hashes.length; a++)
    for (let b = a + 1; b < hashes.length; b++) {
      pairs++;
      for (let band = 0; band < bands[a]!.length; band++)
        if (popCount(bands[a]![band]! ^ bands[b]![band]!) <= PROBE_BITS) near++;
      const distance = hammingDistance(hashes[a]!, hashes[b]!);
      PRINTED_DISTANCES.forEach((limit, index) => {
        if (distance <= limit) within[index]!++;
      });
    }
  const shares = PRINTED_DISTANCES.map(
    (limit, index) => `within ${limit} bits ${(within[index]! / pairs).toExponential(2)} (${within[index]})`,
  );
  return `band within ${PROBE_BITS} bits ${(near / pairs).toExponential(2)} a pair, ${shares.join(', ')}; the threshold is ${SAME_PHOTO_DISTANCE}`;
}

const hashes = Array.from({ length: count }, benchHash);
console.log(`  drawn photos: ${collisions(real)}`);
console.log(`  bench hashes (${SAMPLE} of them): ${collisions(hashes.slice(0, SAMPLE))}`);
await writeFile(process.env.RESULT_FILE!, hashes.join('\n'));
