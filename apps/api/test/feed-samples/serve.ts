import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { drawFeedPhotos } from './photos.ts';
import { startFeedServer } from './server.ts';

/**
 * The feeds bench's dealer system (bench/suites/feeds.ts starts it): draws the photos of a feed of `--vehicles` ×
 * `--photos` (once per machine, kept under `--photo-directory`), then serves the feed on loopback and prints one
 * JSON line with its URL. It serves until it is told to stop (SIGINT or SIGTERM).
 */
const { values } = parseArgs({
  options: {
    vehicles: { type: 'string', default: '10000' },
    photos: { type: 'string', default: '5' },
    'photo-directory': { type: 'string', default: path.join(os.tmpdir(), 'coachyard-feed-photos') },
  },
});
const vehicles = Number(values.vehicles);
const photosPerVehicle = Number(values.photos);
await drawFeedPhotos(values['photo-directory'], vehicles, photosPerVehicle);
const server = await startFeedServer({
  vehicles,
  photosPerVehicle,
  photoDirectory: values['photo-directory'],
});
console.log(JSON.stringify({ url: server.url }));
const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
