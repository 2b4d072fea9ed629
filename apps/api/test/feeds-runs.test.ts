import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisements } from '../src/db/schema/index.ts';
import { createFeedsTestApp, fixture, type FeedsTestApp } from './feeds-support.ts';

let t: FeedsTestApp;
beforeAll(async () => {
  t = await createFeedsTestApp();
});
afterAll(() => t.close());

describe('a run of the sample CSV', () => {
  it('dry-runs to exactly what the real run then does, row errors with their line and field', async () => {
    const feed = await t.createFeed(t.tokens.DEALER, { file_text: await fixture('stock.csv') });
    const auditBefore = await t.auditTotal();
    const dry = await t.runFeed(t.tokens.DEALER, feed.id, true);
    expect(dry.status).toBe('succeeded');
    expect(dry.counts).toEqual({ created: 3, updated: 0, unpublished: 0, unchanged: 0, failed: 1 });
    // Nothing written by the dry run: no ad, no audit event.
    expect(await t.adsOfFeed(feed.id)).toHaveLength(0);
    expect(await t.auditTotal()).toBe(auditBefore);

    const real = await t.runFeed(t.tokens.DEALER, feed.id);
    expect(real.counts).toEqual(dry.counts);
    expect(real.progress).toBe(4);
    // Line 5 has an unknown brand and a year in words: both reported, the others written.
    const rowErrors = real.errors.filter((error) => error.line === 5);
    expect(rowErrors.map((error) => error.field).sort()).toEqual(['brand', 'year']);
    expect(rowErrors.find((error) => error.field === 'brand')!.message).toContain(
      'Mercedes Benz Tourismo 16 RHD',
    );

    const ads = await t.adsOfFeed(feed.id);
    expect(ads.map((ad) => ad.stockNumber)).toEqual(['A-100', 'A-101', 'A-102']);
    const first = ads[0]!;
    expect(first.priceMinor).toBe(18_500_000);
    expect(first.mileage).toBe(420_000);
    expect(first.title).toEqual({ en: 'Mercedes-Benz Tourismo 15 RHD' });
    expect(ads[1]!.priceMinor).toBe(14_950_050);
    // New ads without photos stay drafts; the missing photo is their note, kept apart from the row errors.
    expect(ads.every((ad) => ad.status === 'draft')).toBe(true);
    expect(real.errors.map((error) => error.line)).toEqual([5, 5]);
    expect(real.notes.filter((note) => note.field === 'media').map((note) => note.line)).toEqual([2, 3, 4]);
    expect(dry.notes).toEqual(real.notes);
  });

  it('writes nothing at all when the same feed runs again', async () => {
    const feed = await t.createFeed(t.tokens.DEALER, {
      name: 'Again',
      file_text: await fixture('stock.csv'),
    });
    // The first feed already holds these stock numbers: this feed takes them over on its first run.
    await t.runFeed(t.tokens.DEALER, feed.id);
    const versions = (await t.adsOfFeed(feed.id)).map((ad) => ad.version);
    const auditBefore = await t.auditTotal();
    const again = await t.runFeed(t.tokens.DEALER, feed.id);
    expect(again.counts).toEqual({ created: 0, updated: 0, unpublished: 0, unchanged: 3, failed: 1 });
    expect(await t.auditTotal()).toBe(auditBefore);
    expect((await t.adsOfFeed(feed.id)).map((ad) => ad.version)).toEqual(versions);
  });

  it('updates a changed row as a versioned, audited change of the same ad', async () => {
    const feed = await t.createFeed(t.tokens.DEALER, {
      name: 'Prices',
      file_text: await fixture('stock.csv'),
    });
    await t.runFeed(t.tokens.DEALER, feed.id);
    const before = (await t.adsOfFeed(feed.id)).find((ad) => ad.stockNumber === 'A-100')!;
    const cheaper = (await fixture('stock.csv')).replace('2019,185000,EUR', '2019,179000,EUR');
    await t.replaceFile(t.tokens.DEALER, feed, cheaper);
    const run = await t.runFeed(t.tokens.DEALER, feed.id);
    expect(run.counts).toMatchObject({ created: 0, updated: 1, unchanged: 2, failed: 1 });
    const after = (await t.adsOfFeed(feed.id)).find((ad) => ad.stockNumber === 'A-100')!;
    expect(after.id).toBe(before.id);
    expect(after.priceMinor).toBe(17_900_000);
    expect(after.version).toBe(before.version + 1);
    expect(await t.auditCount(after.id, 'update')).toBeGreaterThanOrEqual(1);
  });

  it('in a full sync, takes a vanished vehicle off the site and brings the same ad back when it returns', async () => {
    const dealer = await t.newDealer();
    const text = await fixture('stock.csv');
    const feed = await t.createFeed(dealer.token, { name: 'Sync', full_sync: true, file_text: text });
    await t.runFeed(dealer.token, feed.id);
    // Staff published the dealer's ads meanwhile.
    await t.db.update(advertisements).set({ status: 'published' }).where(eq(advertisements.feedId, feed.id));
    const sold = (await t.adsOfFeed(feed.id)).find((ad) => ad.stockNumber === 'A-101')!;

    const withoutA101 = text
      .split('\n')
      .filter((line) => !line.startsWith('A-101,'))
      .join('\n');
    const withoutFeed = await t.replaceFile(dealer.token, feed, withoutA101);
    const dry = await t.runFeed(dealer.token, feed.id, true);
    const gone = await t.runFeed(dealer.token, feed.id);
    expect(gone.counts).toEqual(dry.counts);
    expect(gone.counts).toMatchObject({ unpublished: 1, unchanged: 2, created: 0 });
    expect((await t.adsOfFeed(feed.id)).find((ad) => ad.id === sold.id)!.status).toBe('archived');

    await t.replaceFile(dealer.token, withoutFeed, text);
    const back = await t.runFeed(dealer.token, feed.id);
    expect(back.counts).toMatchObject({ updated: 1, unpublished: 0, unchanged: 2, created: 0 });
    const returned = (await t.adsOfFeed(feed.id)).find((ad) => ad.stockNumber === 'A-101')!;
    expect(returned).toMatchObject({ id: sold.id, shortId: sold.shortId, status: 'published' });
  });
});
