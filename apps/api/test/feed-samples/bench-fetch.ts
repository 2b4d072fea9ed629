import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { readBody, safeFetch } from '../../src/lib/safe-fetch.ts';
import { photosKeptIn } from './photos.ts';
import { startFeedServer } from './server.ts';
import { stockNumberOf } from './vehicles.ts';

/**
 * The feeds bench's measuring side (bench/suites/feeds.ts runs it): serves a feed of `--vehicles` × `--photos` on
 * loopback, streams its CSV through safeFetch, then fetches every photo it names with at most `--concurrency`
 * fetches at a time, as a feed run will. Prints one JSON line of figures. The run engine's writes are not in it.
 */
const { values } = parseArgs({
  options: {
    vehicles: { type: 'string', default: '10000' },
    photos: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '16' },
    'photo-directory': { type: 'string', default: path.join(os.tmpdir(), 'coachyard-feed-photos') },
  },
});
const vehicles = Number(values.vehicles);
const photosPerVehicle = Number(values.photos);
const server = await startFeedServer({
  vehicles,
  photosPerVehicle,
  photoDirectory: values['photo-directory'],
});

// Drawn before the clock starts (once per machine: they are kept), four at a time as sharp's threads allow.
const keep = photosKeptIn(values['photo-directory']);
let drawing = 0;
await Promise.all(
  Array.from({ length: 4 }, async () => {
    for (let index = drawing++; index < vehicles * photosPerVehicle; index = drawing++)
      await keep(stockNumberOf(Math.floor(index / photosPerVehicle)), (index % photosPerVehicle) + 1);
  }),
);
const options = { maxBytes: 50 * 1024 * 1024, allowPrivateAddresses: ['127.0.0.1'] };
let peakRssMb = 0;
const sampler = setInterval(
  () => (peakRssMb = Math.max(peakRssMb, process.memoryUsage().rss / 1048576)),
  100,
);

try {
  const feedStarted = performance.now();
  const feed = await safeFetch(`${server.url}/feed.csv`, options);
  const photoUrls: string[] = [];
  let rows = 0;
  // The photo URLs are the last column and hold no comma; the run engine's CSV parser reads the rest.
  for await (const line of createInterface({ input: feed.body, crlfDelay: Infinity })) {
    if (rows++ > 0 && line) photoUrls.push(...line.slice(line.lastIndexOf(',') + 1).split('|'));
  }
  rows -= 1;
  const feedSeconds = (performance.now() - feedStarted) / 1000;

  const photosStarted = performance.now();
  const hashes = new Set<string>();
  let bytes = 0;
  let next = 0;
  const worker = async () => {
    while (next < photoUrls.length) {
      const url = photoUrls[next++];
      const body = await readBody((await safeFetch(url, options)).body);
      bytes += body.length;
      hashes.add(createHash('sha256').update(body).digest('hex'));
    }
  };
  await Promise.all(Array.from({ length: Number(values.concurrency) }, worker));
  const photoSeconds = (performance.now() - photosStarted) / 1000;

  console.log(
    JSON.stringify({
      rows,
      photos: photoUrls.length,
      distinctPhotos: hashes.size,
      photoMegabytes: Math.round(bytes / 1048576),
      feedSeconds,
      photoSeconds,
      photosPerSecond: photoUrls.length / photoSeconds,
      peakRssMb: Math.round(peakRssMb),
    }),
  );
} finally {
  clearInterval(sampler);
  await server.close();
}
