import sharp from 'sharp';
import { bandsOf, PROBE_BITS } from '../../../lib/photo-bands.ts';
import { dctHash, decodePhoto, hammingDistance, SAME_PHOTO_DISTANCE } from '../../../lib/photo-hash.ts';
import { photoVariants, samplePhoto } from '../../../lib/photo-samples.ts';
import { inPairs, load, percentile } from './photo-bench-tools.ts';

const VARIANTS = ['original', 'half', 'jpeg_q50', 'cropped_5pct', 'brighter_10pct'] as const;
interface Hashed {
  seed: number;
  variant: (typeof VARIANTS)[number];
  hash: bigint;
}

/**
 * `photos` distinct drawn photos (1280×960) and four variants of each, every one hashed twice: as the app does
 * (`decodePhoto`: one decode at 640 px, a tent filter to 32×32 in JS) and, to judge that filter, as it did
 * before (a second sharp pipeline resizing to 32×32 with a cubic kernel).
 */
export async function labelledSet(photos: number) {
  const started = Date.now();
  const seeds = Array.from({ length: photos }, (_, index) => 1000 + index);
  const hashed = await inPairs(seeds, async (seed) => {
    const original = await samplePhoto(seed, 1280, 960);
    const variants: Record<string, Buffer> = { original, ...(await photoVariants(original)) };
    return Promise.all(
      VARIANTS.map(async (variant) => {
        const { pixels, fingerprint } = await decodePhoto(variants[variant]!);
        const cubic = await sharp(pixels.data, { raw: pixels.info })
          .greyscale()
          .resize(32, 32, { fit: 'fill', kernel: 'cubic' })
          .raw()
          .toBuffer();
        return [
          { seed, variant, hash: fingerprint.hash },
          { seed, variant, hash: dctHash(cubic) },
        ] as const;
      }),
    );
  });
  console.log(
    `  ${hashed.length * 5} photos drawn and hashed in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  const boxFilter = score(hashed.flat().map(([app]) => app));
  const cubic = score(hashed.flat().map(([, before]) => before));
  console.log(`\n  Tent filter in JS (the app's hash); load ${load()}`);
  print(boxFilter);
  console.log('\n  Cubic resize by a second sharp pipeline (before), for comparison');
  print(cubic);
  return { ...boxFilter, cubic_resize: { ...cubic.at_threshold, variants: cubic.variants } };
}

type Scores = ReturnType<typeof score>;

const bitsSet = (value: number) => {
  let bits = 0;
  for (; value; value &= value - 1) bits++;
  return bits;
};

/** Every pair of the set: "same photo" when both come from one drawing. */
function score(hashed: Hashed[]) {
  const same = new Array<number>(65).fill(0);
  const different = new Array<number>(65).fill(0);
  const byVariant: Record<string, number[]> = {};
  // The same counts among the pairs with a band within `PROBE_BITS`: what the indexed look-up fetches before
  // comparing.
  const sameBanded = new Array<number>(65).fill(0);
  const differentBanded = new Array<number>(65).fill(0);
  const bands = hashed.map((entry) => bandsOf(entry.hash));
  for (let a = 0; a < hashed.length; a++)
    for (let b = a + 1; b < hashed.length; b++) {
      const distance = hammingDistance(hashed[a]!.hash, hashed[b]!.hash);
      const sharesBand = bands[a]!.some((band, index) => bitsSet(band ^ bands[b]![index]!) <= PROBE_BITS);
      if (hashed[a]!.seed === hashed[b]!.seed) {
        same[distance]!++;
        if (sharesBand) sameBanded[distance]!++;
        if (hashed[a]!.variant === 'original') (byVariant[hashed[b]!.variant] ??= []).push(distance);
      } else {
        different[distance]!++;
        if (sharesBand) differentBanded[distance]!++;
      }
    }
  const total = (counts: number[]) => counts.reduce((sum, count) => sum + count, 0);
  const scoreAt = (threshold: number) => {
    const truePositives = total(same.slice(0, threshold + 1));
    const falseMatches = total(different.slice(0, threshold + 1));
    const foundByLookUp = total(sameBanded.slice(0, threshold + 1));
    return {
      threshold,
      precision: truePositives / Math.max(1, truePositives + falseMatches),
      recall: truePositives / total(same),
      false_matches: falseMatches,
      recall_through_bands: foundByLookUp / total(same),
      precision_through_bands:
        foundByLookUp / Math.max(1, foundByLookUp + total(differentBanded.slice(0, threshold + 1))),
    };
  };
  return {
    at_threshold: scoreAt(SAME_PHOTO_DISTANCE),
    // Two hashes always hold 32 ones each (the median splits the 63 AC terms, the DC term is above it), so
    // their distance is even: the odd thresholds repeat the even ones.
    thresholds: Array.from({ length: 11 }, (_, index) => scoreAt(2 * index)),
    same,
    different,
    variants: Object.fromEntries(
      Object.entries(byVariant).map(([variant, distances]) => {
        const sorted = distances.sort((a, b) => a - b);
        return [
          variant,
          { median: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)! },
        ];
      }),
    ),
    band_look_up: {
      same_pairs_fetched: total(sameBanded) / total(same),
      different_pairs_fetched: total(differentBanded) / total(different),
    },
  };
}

function print({ same, different, thresholds, variants, band_look_up }: Scores) {
  console.log(
    `  same pairs ${same.reduce((a, b) => a + b)}, different pairs ${different.reduce((a, b) => a + b)}`,
  );
  console.log('  distance | same pairs | different pairs');
  for (let distance = 0; distance <= 24; distance += 2)
    console.log(
      `  ${String(distance).padStart(8)} | ${String(same[distance]).padStart(10)} | ${different[distance]}`,
    );
  console.log(
    `   over 24 | ${String(same.slice(25).reduce((a, b) => a + b)).padStart(10)} | ${different.slice(25).reduce((a, b) => a + b)}`,
  );
  console.log('  threshold | precision | recall | false matches | through the bands: precision | recall');
  for (const row of thresholds)
    console.log(
      `  ${String(row.threshold).padStart(9)} | ${row.precision.toFixed(4)}    | ${row.recall.toFixed(4)} | ${String(row.false_matches).padStart(13)} | ${row.precision_through_bands.toFixed(4).padStart(27)} | ${row.recall_through_bands.toFixed(4)}`,
    );
  console.log('  distance from the original, by variant:', JSON.stringify(variants));
  console.log(`  band look-up (a band within ${PROBE_BITS} bits):`, JSON.stringify(band_look_up));
}
