import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisementPhotos } from '../src/db/schema/index.ts';
import { bandsOf, SAME_PHOTO_DISTANCE } from '../src/lib/photo-bands.ts';
import { hammingDistance } from '../src/lib/photo-hash.ts';
import { adsShowingSamePhotos } from '../src/modules/signals/index.ts';
import { createAdsTestApp, healthyBody, type AdsTestApp } from './signals-support.ts';

let t: AdsTestApp;
beforeAll(async () => {
  t = await createAdsTestApp();
});
afterAll(() => t?.close());

/** Any hash: what is tested is how the bands cut it. */
const HASH = BigInt.asIntN(64, 0xb4e2_19c7_5a3d_86f1n);
const flipped = (bits: number[]) =>
  bits.reduce((hash, bit) => BigInt.asIntN(64, hash ^ (1n << BigInt(bit))), HASH);
/** How many bits of each band differ from `HASH`'s (bit k of the hash is in band k mod 3, bit 63 in none). */
const bandDistances = (hash: bigint) =>
  bandsOf(hash).map((band, index) => hammingDistance(BigInt(band), BigInt(bandsOf(HASH)[index]!)));

describe('the duplicate look-up through the three bands (issue 27)', () => {
  it('finds every photo within the threshold whichever band holds the fewest differences, and none beyond', async () => {
    expect(SAME_PHOTO_DISTANCE).toBe(6);
    const cases = {
      // 6 bits: 3 and 3 in two bands, so only the third is within the probes' 2 bits; each rotation of it.
      nearByBand2: flipped([0, 3, 6, 1, 4, 7]),
      nearByBand0: flipped([1, 4, 7, 2, 5, 8]),
      nearByBand1: flipped([0, 3, 6, 2, 5, 8]),
      // 5 bits and the DC bit, which no band holds.
      nearWithBit63: flipped([63, 0, 3, 6, 1, 4]),
      // 8 bits, band 2 within 2: fetched by its probes, then too far.
      farFetched: flipped([0, 3, 6, 1, 4, 7, 2, 5]),
      // 10 bits, every band 3 or more apart: never fetched.
      farAway: flipped([0, 3, 6, 9, 1, 4, 7, 2, 5, 8]),
    };
    expect(bandDistances(cases.nearByBand2)).toEqual([3, 3, 0]);
    expect(bandDistances(cases.nearByBand0)).toEqual([0, 3, 3]);
    expect(bandDistances(cases.nearByBand1)).toEqual([3, 0, 3]);
    expect(bandDistances(cases.nearWithBit63)).toEqual([3, 2, 0]);
    expect(bandDistances(cases.farFetched)).toEqual([3, 3, 2]);
    expect(bandDistances(cases.farAway)).toEqual([4, 3, 3]);
    const distances = Object.fromEntries(
      Object.entries(cases).map(([name, hash]) => [name, hammingDistance(hash, HASH)]),
    );
    expect(distances).toEqual({
      nearByBand2: 6,
      nearByBand0: 6,
      nearByBand1: 6,
      nearWithBit63: 6,
      farFetched: 8,
      farAway: 10,
    });

    const adOf: Record<string, string> = {};
    for (const [name, hash] of Object.entries(cases)) {
      const ad = await t.createAd(t.tokens.DEALER, healthyBody(t));
      adOf[ad.id] = name;
      await t.db
        .insert(advertisementPhotos)
        .values({ advertisementId: ad.id, key: `bands/${name}.jpg`, hash, addedAt: new Date() });
    }
    const asking = await t.createAd(t.tokens.DEALER, healthyBody(t));
    const found = await adsShowingSamePhotos(
      t.db,
      asking.id,
      [
        {
          key: 'bands/asked.jpg',
          hash: HASH,
          width: 1600,
          height: 1200,
          sharpness: 100,
          addedAt: new Date(),
        },
      ],
      20,
    );
    expect(found.map((id) => adOf[id]).sort()).toEqual([
      'nearByBand0',
      'nearByBand1',
      'nearByBand2',
      'nearWithBit63',
    ]);
  });
});
