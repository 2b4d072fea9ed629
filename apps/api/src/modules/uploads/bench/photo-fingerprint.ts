import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import sharp from 'sharp';
import {
  bandsOf,
  decodePhoto,
  fingerprintPhoto,
  hammingDistance,
  SAME_PHOTO_DISTANCE,
} from '../../../lib/photo-hash.ts';
import { photoVariants, samplePhoto } from '../../../lib/photo-samples.ts';
import { checkImage, hasSignatureOf, THUMBNAIL_SIZE } from '../image-check.ts';

/**
 * Issue 27's photo fingerprint on the bench (run by bench/suites/photo-fingerprint.ts, or alone:
 * `node --import tsx apps/api/src/modules/uploads/bench/photo-fingerprint.ts`):
 * 1. A labelled set: PHOTO_BENCH_PHOTOS distinct drawn photos (default 200) and four variants of each (half size,
 *    JPEG quality 50, 5 % cropped, 10 % brighter); every pair of the set is "same photo" when both come from one
 *    drawing. Precision and recall of "within SAME_PHOTO_DISTANCE", the distances of both kinds, and how many
 *    same pairs the band look-up (one of four 16-bit bands equal) finds.
 * 2. The cost of accepting PHOTO_BENCH_LARGE 12-megapixel camera-like JPEGs (default 30): today's `checkImage`,
 *    beside it plus `fingerprintPhoto` (two decodes), beside one decode serving the thumbnail and the fingerprint.
 * Results go to PHOTO_BENCH_OUT as JSON.
 */

const PHOTOS = Number(process.env.PHOTO_BENCH_PHOTOS ?? 200);
const LARGE = Number(process.env.PHOTO_BENCH_LARGE ?? 30);
const ROUNDS = 3;
const MAX_PIXELS = 40_000_000;
const VARIANTS = ['original', 'half', 'jpeg_q50', 'cropped_5pct', 'brighter_10pct'] as const;

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Runs `work` over `items` two at a time: sharp's own threads use the rest of a shared 2-core machine. */
async function inPairs<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}

async function labelledSet() {
  const started = Date.now();
  const seeds = Array.from({ length: PHOTOS }, (_, index) => 1000 + index);
  const hashed = await inPairs(seeds, async (seed) => {
    const photo = await samplePhoto(seed, 1280, 960);
    const variants = await photoVariants(photo);
    return Promise.all(
      VARIANTS.map(async (variant) => ({
        seed,
        variant,
        hash: await fingerprintPhoto(variant === 'original' ? photo : variants[variant]!),
      })),
    );
  }).then((groups) => groups.flat().map((entry) => ({ ...entry, hash: entry.hash.hash })));
  console.log(
    `  ${hashed.length} photos drawn and hashed in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );

  const same = new Array<number>(65).fill(0);
  const different = new Array<number>(65).fill(0);
  const byVariant: Record<string, number[]> = {};
  let sameSharingBand = 0;
  let differentSharingBand = 0;
  const bands = hashed.map((entry) => bandsOf(entry.hash));
  for (let a = 0; a < hashed.length; a++)
    for (let b = a + 1; b < hashed.length; b++) {
      const distance = hammingDistance(hashed[a]!.hash, hashed[b]!.hash);
      const sharesBand = bands[a]!.some((band, index) => band === bands[b]![index]);
      if (hashed[a]!.seed === hashed[b]!.seed) {
        same[distance]!++;
        if (sharesBand) sameSharingBand++;
        if (hashed[a]!.variant === 'original') (byVariant[hashed[b]!.variant] ??= []).push(distance);
      } else {
        different[distance]!++;
        if (sharesBand) differentSharingBand++;
      }
    }
  const total = (counts: number[]) => counts.reduce((sum, count) => sum + count, 0);
  const within = (counts: number[], threshold: number) => total(counts.slice(0, threshold + 1));
  const scoreAt = (threshold: number) => {
    const truePositives = within(same, threshold);
    const falsePositives = within(different, threshold);
    return {
      threshold,
      precision: truePositives / Math.max(1, truePositives + falsePositives),
      recall: truePositives / total(same),
      false_matches: falsePositives,
    };
  };
  const thresholds = Array.from({ length: 21 }, (_, threshold) => scoreAt(threshold));
  console.log(`  same pairs ${total(same)}, different pairs ${total(different)}; load ${load()}`);
  console.log('  distance | same pairs | different pairs');
  for (let distance = 0; distance <= 64; distance++)
    if (same[distance] || (different[distance] && distance <= 24))
      console.log(
        `  ${String(distance).padStart(8)} | ${String(same[distance]).padStart(10)} | ${different[distance]}`,
      );
  console.log(`  different pairs above 24: ${total(different.slice(25))}`);
  console.log('  threshold | precision | recall | false matches');
  for (const row of thresholds)
    console.log(
      `  ${String(row.threshold).padStart(9)} | ${row.precision.toFixed(4)} | ${row.recall.toFixed(4)} | ${row.false_matches}`,
    );
  const variants = Object.fromEntries(
    Object.entries(byVariant).map(([variant, distances]) => {
      const sorted = distances.sort((a, b) => a - b);
      return [variant, { median: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)! }];
    }),
  );
  console.log('  distance from the original, by variant:', JSON.stringify(variants));
  const bandLookUp = {
    same_pairs_found: sameSharingBand / total(same),
    different_pairs_fetched: differentSharingBand / total(different),
  };
  console.log('  band look-up (one 16-bit band equal):', JSON.stringify(bandLookUp));
  return { ...scoreAt(SAME_PHOTO_DISTANCE), same, different, thresholds, variants, band_look_up: bandLookUp };
}

const percentile = (sorted: number[], at: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((at / 100) * sorted.length) - 1)]!;

/**
 * What `checkImage` becomes with the fingerprint (for the upload module to adopt): the same header checks, then
 * one decode at 640 px whose pixels make both the 480 px thumbnail and the fingerprint.
 */
async function acceptInOneDecode(bytes: Buffer) {
  if (!hasSignatureOf(bytes, 'image/jpeg')) throw new Error('not a JPEG');
  const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_PIXELS) throw new Error('too many pixels');
  const { pixels, fingerprint } = await decodePhoto(bytes, { pixelLimit: MAX_PIXELS, failOn: 'error' });
  const thumbnail = await sharp(pixels.data, { raw: pixels.info })
    .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  return { thumbnail, fingerprint };
}

const WAYS = {
  without_hash: (bytes: Buffer) => checkImage(bytes, 'image/jpeg', MAX_PIXELS),
  two_decodes: async (bytes: Buffer) => ({
    ...(await checkImage(bytes, 'image/jpeg', MAX_PIXELS)),
    fingerprint: await fingerprintPhoto(bytes, MAX_PIXELS),
  }),
  one_decode: acceptInOneDecode,
};

/** Camera-like 4000×3000 JPEGs: drawn scenes under a sensor's grain, quality 92, a few megabytes each. */
async function acceptCost() {
  const started = Date.now();
  const photos = await inPairs(
    Array.from({ length: LARGE }, (_, index) => 5000 + index),
    (seed) => samplePhoto(seed, 4000, 3000, { quality: 92 }),
  );
  const megabytes = photos.map((photo) => photo.length / 1e6).sort((a, b) => a - b);
  console.log(
    `  ${LARGE} photos of 4000×3000 drawn in ${((Date.now() - started) / 1000).toFixed(0)} s, ${megabytes[0]!.toFixed(1)}–${megabytes.at(-1)!.toFixed(1)} MB`,
  );
  type Way = keyof typeof WAYS;
  const wall: Record<Way, number[]> = { without_hash: [], two_decodes: [], one_decode: [] };
  const cpu: Record<Way, number[]> = { without_hash: [], two_decodes: [], one_decode: [] };
  // One at a time, the three ways in turn on each photo, so a change of load falls on all three alike. The
  // process's CPU time (sharp's threads included) is what a photo costs whatever the other workers do.
  for (let round = 0; round < ROUNDS; round++)
    for (const photo of photos)
      for (const way of Object.keys(WAYS) as Way[]) {
        const start = performance.now();
        const used = process.cpuUsage();
        await WAYS[way](photo);
        const spent = process.cpuUsage(used);
        wall[way].push(performance.now() - start);
        cpu[way].push((spent.user + spent.system) / 1000);
      }
  const summary = (times: Record<Way, number[]>) =>
    Object.fromEntries(
      Object.entries(times).map(([way, values]) => {
        const sorted = [...values].sort((a, b) => a - b);
        return [way, { median: Math.round(percentile(sorted, 50)), p95: Math.round(percentile(sorted, 95)) }];
      }),
    ) as Record<Way, { median: number; p95: number }>;
  const [wallSummary, cpuSummary] = [summary(wall), summary(cpu)];
  const result = {
    samples: LARGE * ROUNDS,
    megabytes: { min: megabytes[0], max: megabytes.at(-1) },
    wall_ms: wallSummary,
    cpu_ms: cpuSummary,
    added_p95_ms: {
      two_decodes: wallSummary.two_decodes.p95 - wallSummary.without_hash.p95,
      one_decode: wallSummary.one_decode.p95 - wallSummary.without_hash.p95,
    },
    added_cpu_p95_ms: {
      two_decodes: cpuSummary.two_decodes.p95 - cpuSummary.without_hash.p95,
      one_decode: cpuSummary.one_decode.p95 - cpuSummary.without_hash.p95,
    },
    load: load(),
  };
  console.log(`  accept, wall ms (load ${result.load}):`, JSON.stringify(result.wall_ms));
  console.log('  accept, CPU ms:', JSON.stringify(result.cpu_ms));
  console.log(
    '  p95 added to accepting, wall and CPU ms:',
    JSON.stringify(result.added_p95_ms),
    JSON.stringify(result.added_cpu_p95_ms),
  );
  return result;
}

console.log(`\nPhoto fingerprint (issue 27); load ${load()}`);
const quality = await labelledSet();
const cost = await acceptCost();
if (process.env.PHOTO_BENCH_OUT)
  await writeFile(process.env.PHOTO_BENCH_OUT, JSON.stringify({ quality, cost }, null, 2));
