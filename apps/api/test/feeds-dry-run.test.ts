import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisements, fetchedImages, uploadKeys } from '../src/db/schema/index.ts';
import { HOSTILE, startFeedServer, type FeedServer } from './feed-samples/index.ts';
import { createFeedsTestApp, CSV_MAPPING, fixture, type FeedsTestApp } from './feeds-support.ts';

// A dry run (issue 28) says exactly what the real run after it does, and changes nothing anywhere.

let server: FeedServer;
let t: FeedsTestApp;
beforeAll(async () => {
  server = await startFeedServer({ vehicles: 3, photosPerVehicle: 2 });
  t = await createFeedsTestApp({ FEEDS_ALLOW_PRIVATE_ADDRESSES: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});

/** Every file under a folder, recursively (the image store's). */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** What a dry run must leave as it found it: every ad as stored, the audit trail, the photos and their files. */
async function footprint() {
  const total = async (table: typeof fetchedImages | typeof uploadKeys) =>
    (await t.db.select({ total: count() }).from(table))[0]!.total;
  return {
    ads: await t.db.select().from(advertisements).orderBy(asc(advertisements.id)),
    audit: await t.auditTotal(),
    fetchedImages: await total(fetchedImages),
    uploadKeys: await total(uploadKeys),
    files: (await filesUnder(path.join(t.config.dataDir, 'media'))).sort(),
  };
}

/** Row errors by line and field (a row's photo errors come after the file's mapping errors that follow it). */
const linesAndFields = (errors: { line: number; field: string | null }[]) =>
  errors.map(({ line, field }) => [line, field]).sort(([a], [b]) => Number(a) - Number(b) || 0);

describe('a dry run', () => {
  it('foretells created, updated, unchanged, unpublished and failed rows with the real run’s errors', async () => {
    const dealer = await t.newDealer();
    const text = await fixture('stock.csv');
    const feed = await t.createFeed(dealer.token, {
      name: 'Foretold',
      full_sync: true,
      file_text: text,
      // A value mapped to an item of another table: the writes' own rules refuse it, not the mapping.
      value_mappings: { vehicle_type: { 'Bus-X': t.lookups.first('brands') } },
    });
    await t.runFeed(dealer.token, feed.id);
    await t.db.update(advertisements).set({ status: 'published' }).where(eq(advertisements.feedId, feed.id));

    const [header, a100, a101, a102, a103] = text.trim().split('\n');
    const next = [
      header,
      a100!.replace('2019,185000,EUR', '2019,179000,EUR'),
      a102,
      a103,
      a102!.replace('A-102', 'A-104'),
      a102!.replace('A-102', 'A-105').replace(',2016,', ',1800,'),
      a102!.replace('A-102', 'A-104'),
      a102!.replace('A-102', 'A-106').replace(',99000,', ',0,'),
      a102!.replace('A-102', 'A-107').replace(',intercity,', ',Bus-X,'),
    ].join('\n');
    expect(a101).toContain('A-101');
    await t.replaceFile(dealer.token, feed, next);

    const before = await footprint();
    const dry = await t.runFeed(dealer.token, feed.id, true);
    expect(await footprint()).toEqual(before);
    const real = await t.runFeed(dealer.token, feed.id);

    expect(dry.status).toBe('succeeded');
    expect(dry.counts).toEqual({ created: 1, updated: 1, unchanged: 1, unpublished: 1, failed: 5 });
    expect(real.counts).toEqual(dry.counts);
    expect(real.progress).toBe(dry.progress);
    expect(dry.errors).toEqual(real.errors);
    expect(dry.notes).toEqual(real.notes);
    expect(linesAndFields(real.errors)).toEqual([
      [4, 'brand'],
      [4, 'year'],
      [6, 'year'],
      [7, 'stock_number'],
      [8, 'price'],
      [9, 'vehicle_type'],
    ]);
    expect(real.errors.find((error) => error.line === 7)!.message).toContain('A-104');
    // The real run did what was foretold.
    const ads = await t.adsOfFeed(feed.id);
    expect(ads.map((ad) => [ad.stockNumber, ad.status])).toEqual([
      ['A-100', 'published'],
      ['A-101', 'archived'],
      ['A-102', 'published'],
      ['A-104', 'draft'],
    ]);
  });

  it('looks at photos without storing any, and fails the rows a real run fails for their photos', async () => {
    const dealer = await t.newDealer();
    const photos = (stock: string) =>
      server
        .vehicles()
        .find((vehicle) => vehicle.stock_number === stock)!
        .photos.map((photo) => server.url + photo)
        .join('|');
    const text = (await fixture('stock.csv'))
      .replace(/https:\/\/photos\.example\/a100[^,\n]*/, photos('STK-0000001'))
      .replace(
        /https:\/\/photos\.example\/a101[^,\n]*/,
        `${photos('STK-0000002')}|${server.url}${HOSTILE.htmlAsJpeg}`,
      )
      .replace(/https:\/\/photos\.example\/a102[^,\n]*/, `${server.url}${HOSTILE.redirectToPrivate}`);
    const feed = await t.createFeed(dealer.token, {
      name: 'Photos looked at',
      field_mapping: { ...CSV_MAPPING, photos: 'images' },
      file_text: text,
    });

    const before = await footprint();
    const dry = await t.runFeed(dealer.token, feed.id, true);
    expect(await footprint()).toEqual(before);
    const real = await t.runFeed(dealer.token, feed.id);
    expect(dry.counts).toEqual({ created: 1, updated: 0, unchanged: 0, unpublished: 0, failed: 3 });
    expect(real.counts).toEqual(dry.counts);
    expect(dry.errors).toEqual(real.errors);
    expect(linesAndFields(real.errors)).toEqual([
      [3, 'photos'],
      [4, 'photos'],
      [5, 'brand'],
      [5, 'year'],
    ]);
    // Written now: a second dry run finds the row unchanged, as a second real run would.
    const again = await t.runFeed(dealer.token, feed.id, true);
    expect(again.counts).toMatchObject({ created: 0, updated: 0, unchanged: 1, failed: 3 });
  });
});
