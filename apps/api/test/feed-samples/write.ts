import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { csvFeed, xmlFeed } from './feed-files.ts';
import { sampleVehicle } from './vehicles.ts';

/**
 * Writes a sample feed to files, for a screen test's upload or a look at the shapes:
 * `node --import tsx apps/api/test/feed-samples/write.ts --vehicles 1000 --photos 5 --out /tmp/feeds
 * --photo-base-url http://127.0.0.1:8080` writes feed.csv and feed.xml (rows are written one by one, so a
 * million-row feed takes no memory). The photo URLs point at a feed server (startFeedServer) at that base URL.
 */
const { values } = parseArgs({
  options: {
    vehicles: { type: 'string', default: '100' },
    photos: { type: 'string', default: '5' },
    out: { type: 'string', default: '.' },
    'photo-base-url': { type: 'string', default: 'http://127.0.0.1:8080' },
  },
});
const count = Number(values.vehicles);
const photos = Number(values.photos);
const vehicles = function* () {
  for (let index = 0; index < count; index++) yield sampleVehicle(index, photos);
};
await mkdir(values.out, { recursive: true });
for (const [name, feed] of [
  ['feed.csv', csvFeed],
  ['feed.xml', xmlFeed],
] as const) {
  const file = path.join(values.out, name);
  await pipeline(Readable.from(feed(vehicles(), values['photo-base-url'])), createWriteStream(file));
  console.log(`${file}: ${count} vehicles × ${photos} photos`);
}
