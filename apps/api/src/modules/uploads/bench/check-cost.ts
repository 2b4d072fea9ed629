import { feedPhoto } from '../../../../test/feed-samples/photos.ts';
import { samplePhoto } from '../../../lib/photo-samples.ts';
import { checkImage } from '../image-check.ts';
import { load } from './photo-bench-tools.ts';

/**
 * What `checkImage` costs a photo (issue 28): the process's CPU (sharp's threads included) and wall time, photos
 * checked one at a time, on a feed's 400×300 photos (the feeds bench's) and on camera-like JPEGs. Run alone:
 * `nice -n 19 node --import tsx apps/api/src/modules/uploads/bench/check-cost.ts [rounds]`.
 */
const ROUNDS = Number(process.argv[2] ?? 3);
const MAX_PIXELS = 40_000_000;

const sets = {
  'feed 400×300': await Promise.all(Array.from({ length: 200 }, (_, index) => feedPhoto(`B${index}`, 1))),
  'camera 1600×1200': await Promise.all(Array.from({ length: 20 }, (_, index) => samplePhoto(7000 + index))),
  'camera 4000×3000': await Promise.all(
    Array.from({ length: 4 }, (_, index) => samplePhoto(8000 + index, 4000, 3000, { quality: 92 })),
  ),
};

console.log(`checkImage per photo, one at a time, ${ROUNDS} rounds; load ${load()}`);
// One round first, not counted: the code's and libvips' first calls warm up.
for (const photos of Object.values(sets))
  for (const photo of photos) await checkImage(photo, 'image/jpeg', MAX_PIXELS);
for (const [name, photos] of Object.entries(sets)) {
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const used = process.cpuUsage();
    const started = performance.now();
    for (const photo of photos) await checkImage(photo, 'image/jpeg', MAX_PIXELS);
    const spent = process.cpuUsage(used);
    wall.push((performance.now() - started) / photos.length);
    cpu.push((spent.user + spent.system) / 1000 / photos.length);
  }
  const range = (values: number[]) =>
    `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)} (median ${values.sort((a, b) => a - b)[values.length >> 1]!.toFixed(2)})`;
  console.log(`  ${name} × ${photos.length}: CPU ms ${range(cpu)}, wall ms ${range(wall)}`);
}
console.log(`load at the end ${load()}`);
