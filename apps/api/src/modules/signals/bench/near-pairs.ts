import { SAME_PHOTO_DISTANCE } from '../../../lib/photo-bands.ts';

/**
 * Every pair of hashes within `SAME_PHOTO_DISTANCE` bits, in memory (the signals bench's bulk pairs, pairs.ts):
 * the set the look-ups store, since their rule (a band within `PROBE_BITS`, then the distance) finds every pair
 * within that distance (lib/photo-bands.ts). Found here through four bands of 16 bits probed within one bit
 * (two hashes within 6 bits cannot differ in 2 bits of each of four bands): 17 probes a hash and band into a
 * 256 kB table that stays in the cache, each a contiguous run of candidates copied beside it, where the look-up's
 * 232 probes a band into 2²¹ values missed the cache every time (~0.5 ms a photo, bench/RESULTS.md, issue 27).
 * Band k takes hash bits k, k + 4, … k + 60, so the low frequencies, alike between photos, are spread over all four.
 */
const BANDS = 4;
const BITS = 16;
const VALUES = 1 << BITS;
const MASKS = [0, ...Array.from({ length: BITS }, (_, bit) => 1 << bit)];

const popCount = (value: number) => {
  let bits = value - ((value >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

/** Band `band` of the hash whose bits 32–63 are `high` and 0–31 `low`: bit i is hash bit 4i + band. */
function bandOf(high: number, low: number, band: number) {
  let value = 0;
  for (let bit = 0; bit < BITS; bit++) {
    const at = BANDS * bit + band;
    const set = at < 32 ? (low >>> at) & 1 : (high >>> (at - 32)) & 1;
    value |= set << bit;
  }
  return value;
}

/** One band's hashes grouped by value (counting sort), each group's halves copied in a row for the distances. */
function groupBand(values: Uint16Array, high: Int32Array, low: Int32Array) {
  const count = values.length;
  const starts = new Int32Array(VALUES + 1);
  for (const value of values) starts[value + 1]!++;
  for (let value = 0; value < VALUES; value++) starts[value + 1]! += starts[value]!;
  const next = starts.slice(0, -1);
  const members = new Int32Array(count);
  const memberHigh = new Int32Array(count);
  const memberLow = new Int32Array(count);
  for (let index = 0; index < count; index++) {
    const at = next[values[index]!]!++;
    members[at] = index;
    memberHigh[at] = high[index]!;
    memberLow[at] = low[index]!;
  }
  return { starts, members, memberHigh, memberLow };
}

/** A growing list of pairs, each `first * count + second` (exact in a double below 2⁵³). */
class PairKeys {
  keys = new Float64Array(1 << 16);
  length = 0;
  push(key: number) {
    if (this.length === this.keys.length) {
      const grown = new Float64Array(this.keys.length * 2);
      grown.set(this.keys);
      this.keys = grown;
    }
    this.keys[this.length++] = key;
  }
}

/**
 * The pairs within `SAME_PHOTO_DISTANCE` bits among hashes given as 32-bit halves (`high[i]`, `low[i]`, distinct
 * hashes), both ways, as sorted keys `i * count + j`: in the order of the hashes, so numbered in a table's key order
 * they insert in that order.
 */
export function nearPairs(high: Int32Array, low: Int32Array): Float64Array {
  const count = high.length;
  const bands = Array.from({ length: BANDS }, (_, band) => {
    const values = new Uint16Array(count);
    for (let index = 0; index < count; index++) values[index] = bandOf(high[index]!, low[index]!, band);
    return values;
  });
  const groups = bands.map((values) => groupBand(values, high, low));
  const pairs = new PairKeys();
  for (let band = 0; band < BANDS; band++) {
    const { starts, members, memberHigh, memberLow } = groups[band]!;
    const values = bands[band]!;
    for (let index = 0; index < count; index++) {
      const [ownHigh, ownLow, value] = [high[index]!, low[index]!, values[index]!];
      for (const mask of MASKS) {
        const probed = value ^ mask;
        for (let at = starts[probed]!, end = starts[probed + 1]!; at < end; at++) {
          const other = members[at]!;
          if (other <= index) continue;
          if (popCount(ownHigh ^ memberHigh[at]!) + popCount(ownLow ^ memberLow[at]!) > SAME_PHOTO_DISTANCE)
            continue;
          // Each pair once: from the first band in which it is within a bit.
          if (foundInEarlierBand(bands, band, index, other)) continue;
          pairs.push(index * count + other);
          pairs.push(other * count + index);
        }
      }
    }
  }
  return pairs.keys.subarray(0, pairs.length).sort();
}

function foundInEarlierBand(bands: readonly Uint16Array[], band: number, index: number, other: number) {
  for (let earlier = 0; earlier < band; earlier++)
    if (popCount(bands[earlier]![index]! ^ bands[earlier]![other]!) <= 1) return true;
  return false;
}
