import { describe, expect, it } from 'vitest';
import { SAME_PHOTO_DISTANCE } from '../src/lib/photo-bands.ts';
import { nearPairs } from '../src/modules/signals/bench/near-pairs.ts';

/** A fixed pseudo-random sequence (mulberry32), so a failure can be replayed. */
function randomOf(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return (value ^ (value >>> 14)) >>> 0;
  };
}

/** 400 photos and 4 copies of each, 0 to 9 bits away: pairs at every distance around the threshold. */
function clusteredHashes() {
  const random = randomOf(27);
  const seen = new Set<string>();
  const [high, low]: number[][] = [[], []];
  for (let photo = 0; photo < 400; photo++) {
    const base = [random() | 0, random() | 0];
    for (let copy = 0; copy < 5; copy++) {
      const hash = [...base];
      for (let flip = 0; flip < (copy === 0 ? 0 : random() % 10); flip++) {
        const bit = random() % 64;
        hash[bit >> 5]! ^= 1 << (bit & 31);
      }
      if (seen.has(hash.join())) continue;
      seen.add(hash.join());
      high.push(hash[0]!);
      low.push(hash[1]!);
    }
  }
  return { high: Int32Array.from(high), low: Int32Array.from(low) };
}

const bitsSet = (value: number) => {
  let bits = 0;
  for (let rest = value; rest !== 0; rest &= rest - 1) bits++;
  return bits;
};

describe("the signals bench's bulk pairs (issue 27)", () => {
  it('are every pair within the threshold, both ways, once, in key order', () => {
    const { high, low } = clusteredHashes();
    const count = high.length;
    const expected: number[] = [];
    for (let first = 0; first < count; first++)
      for (let second = 0; second < count; second++) {
        const distance = bitsSet(high[first]! ^ high[second]!) + bitsSet(low[first]! ^ low[second]!);
        if (first !== second && distance <= SAME_PHOTO_DISTANCE) expected.push(first * count + second);
      }
    expect(expected.length).toBeGreaterThan(1000);
    expect([...nearPairs(high, low)]).toEqual(expected);
  });
});
