import sharp from 'sharp';
import { decodePhoto, fingerprintPhoto } from '../../../lib/photo-hash.ts';
import { samplePhoto } from '../../../lib/photo-samples.ts';
import { checkImage, hasSignatureOf, THUMBNAIL_SIZE } from '../image-check.ts';
import { inPairs, load, percentile } from './photo-bench-tools.ts';

const MAX_PIXELS = 40_000_000;
const ROUNDS = 3;

/**
 * What `checkImage` becomes with the fingerprint (for the upload module to adopt): the same header checks, then
 * one decode at 640 px whose pixels make both the 480 px thumbnail and the fingerprint.
 */
async function acceptInOneDecode(bytes: Buffer) {
  if (!hasSignatureOf(bytes, 'image/jpeg')) throw new Error('not a JPEG');
  const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_PIXELS) throw new Error('too many pixels');
  const { pixels, fingerprint } = await decodePhoto(bytes, {
    pixelLimit: MAX_PIXELS,
    failOn: 'error',
    metadata,
  });
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
export async function acceptCost(photoCount: number) {
  const started = Date.now();
  const photos = await inPairs(
    Array.from({ length: photoCount }, (_, index) => 5000 + index),
    (seed) => samplePhoto(seed, 4000, 3000, { quality: 92 }),
  );
  const megabytes = photos.map((photo) => photo.length / 1e6).sort((a, b) => a - b);
  console.log(
    `  ${photoCount} photos of 4000×3000 drawn in ${((Date.now() - started) / 1000).toFixed(0)} s, ${megabytes[0]!.toFixed(1)}–${megabytes.at(-1)!.toFixed(1)} MB`,
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
    samples: photoCount * ROUNDS,
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
