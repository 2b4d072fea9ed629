import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../src/lib/csv.ts';
import { readBody, safeFetch } from '../src/lib/safe-fetch.ts';
import { brands } from '../src/seed/data/brands.ts';
import { HOSTILE, startFeedServer, type FeedServer } from './feed-samples/index.ts';

// The sample dealer feeds the feed tests and the bench fetch (issue 28), served on loopback.

let server: FeedServer;
beforeAll(async () => {
  server = await startFeedServer({ vehicles: 4, photosPerVehicle: 3 });
});
afterAll(() => server?.close());

const fetchText = async (path: string) => {
  const result = await safeFetch(server.url + path, {
    maxBytes: 5_000_000,
    allowPrivateAddresses: ['127.0.0.1'],
  });
  return (await readBody(result.body)).toString('utf8');
};

describe('sample feeds', () => {
  it('lists real makes and models in a CSV, one row per vehicle with its photo URLs in one column', async () => {
    const [header, ...rows] = parseCsv(await fetchText('/feed.csv')).map((record) => record.values);
    expect(header).toContain('photo_urls');
    expect(rows).toHaveLength(4);
    const brandNames = new Set(brands.items.map((item) => item.name));
    for (const row of rows) {
      const vehicle = Object.fromEntries(header.map((column, index) => [column, row[index]]));
      expect(brandNames.has(vehicle.brand), vehicle.brand).toBe(true);
      expect(vehicle.title.startsWith(`${vehicle.brand} ${vehicle.model}`)).toBe(true);
      expect(vehicle.photo_urls.split('|')).toHaveLength(3);
    }
  });

  it('lists the same vehicles in an XML of <vehicle> elements with <image> children', async () => {
    const xml = await fetchText('/feed.xml');
    expect(xml.match(/<vehicle>/g)).toHaveLength(4);
    expect(xml.match(/<image>http:\/\/127\.0\.0\.1:\d+\/photos\/STK-\d{7}\/\d\.jpg<\/image>/g)).toHaveLength(
      12,
    );
  });

  it('serves a distinct JPEG for every photo, the same one at its copy URL', async () => {
    const hashes = new Set<string>();
    for (const vehicle of server.vehicles())
      for (const photo of vehicle.photos) {
        const result = await safeFetch(server.url + photo, {
          maxBytes: 1_000_000,
          allowPrivateAddresses: true,
        });
        const bytes = await readBody(result.body);
        expect([result.contentType, bytes[0], bytes[1]]).toEqual(['image/jpeg', 0xff, 0xd8]);
        hashes.add(createHash('sha256').update(bytes).digest('hex'));
      }
    expect(hashes.size).toBe(12);
    const copy = await fetchText('/copies/STK-0000001/1.jpg');
    expect(copy).toBe(await fetchText('/photos/STK-0000001/1.jpg'));
  });

  it('changes the feed and its validators when a vehicle changes or leaves', async () => {
    const before = await safeFetch(server.url + '/feed.csv', {
      maxBytes: 5_000_000,
      allowPrivateAddresses: true,
    });
    await readBody(before.body);
    server.changeVehicle(0);
    server.setVehicleCount(3);
    const after = await safeFetch(server.url + '/feed.csv', {
      maxBytes: 5_000_000,
      allowPrivateAddresses: true,
      validators: { etag: before.etag },
    });
    expect(after.notModified).toBe(false);
    expect(parseCsv((await readBody(after.body)).toString('utf8'))).toHaveLength(1 + 3);
  });

  it('offers an XML whose DOCTYPE declares an external entity reading a local file', async () => {
    expect(await fetchText(HOSTILE.externalEntity)).toMatch(
      /<!ENTITY secret SYSTEM "file:\/\/\/etc\/passwd">/,
    );
  });
});
