import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchedImages } from '../src/db/schema/index.ts';
import { HOSTILE, startFeedServer, type FeedServer } from './feed-samples/index.ts';
import {
  createFeedsTestApp,
  CSV_MAPPING,
  fixture,
  SERVER_CSV_MAPPING,
  type FeedsTestApp,
} from './feeds-support.ts';
import { setListings } from './signals-support.ts';

// Feeds pulled from a dealer's URL (issue 28), against a dealer system on loopback.

let server: FeedServer;
/** The operator lets fetches reach loopback, where the dealer's system runs in these tests. */
let t: FeedsTestApp;
/** The default: no private address is reachable. */
let strict: FeedsTestApp;
beforeAll(async () => {
  server = await startFeedServer({ vehicles: 3, photosPerVehicle: 2 });
  [t, strict] = await Promise.all([
    createFeedsTestApp({ FEEDS_ALLOW_PRIVATE_ADDRESSES: '127.0.0.1' }),
    createFeedsTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.close(), strict?.close()]);
  await server?.close();
});

const urlFeed = (app: FeedsTestApp, url: string, name = 'Yard system') =>
  app.createFeed(app.tokens.DEALER, {
    name,
    source_kind: 'url',
    url,
    field_mapping: SERVER_CSV_MAPPING,
  });

/** The upload keys the photos at these URLs were stored under, in the same order. */
async function storedKeysOf(urls: string[]) {
  const rows = await t.db.select().from(fetchedImages).where(inArray(fetchedImages.url, urls));
  return urls.map((url) => rows.find((row) => row.url === url)?.uploadKey);
}
const photoUrlsOf = (stockNumber: string) =>
  server
    .vehicles()
    .find((vehicle) => vehicle.stock_number === stockNumber)!
    .photos.map((photo) => server.url + photo);

describe('a feed pulled from a URL', () => {
  it('creates the ads it serves with their photos in the feed’s order, sent to review', async () => {
    const feed = await urlFeed(t, `${server.url}/feed.csv`);
    const run = await t.runFeed(t.tokens.DEALER, feed.id);
    expect(run.status).toBe('succeeded');
    expect(run.counts).toMatchObject({ created: 3, failed: 0 });
    const ads = await t.adsOfFeed(feed.id);
    expect(ads.map((ad) => ad.stockNumber)).toEqual(server.vehicles().map((vehicle) => vehicle.stock_number));
    for (const ad of ads) {
      expect(ad.media.map((item) => item.key)).toEqual(await storedKeysOf(photoUrlsOf(ad.stockNumber!)));
      expect(ad.media.map((item) => item.isCover)).toEqual([true, false]);
      // A feed's photo gets a JPEG thumbnail, beside its original under images/thumbs/ (README, Decisions).
      expect(ad.media.map((item) => item.thumbnailKey)).toEqual(
        ad.media.map((item) => item.key.replace('/original/', '/thumbs/')),
      );
      // The dealer is not trusted: its ads wait for review.
      expect(ad.status).toBe('pending_review');
    }
  });

  it('writes nothing and downloads no photo again when the same feed runs again', async () => {
    const feed = await urlFeed(t, `${server.url}/feed.csv`, 'Second look');
    await t.runFeed(t.tokens.DEALER, feed.id);
    const photo = new URL(photoUrlsOf('STK-0000001')[0]!).pathname;
    const downloads = server.served(photo);
    const versions = (await t.adsOfFeed(feed.id)).map((ad) => ad.version);
    const auditBefore = await t.auditTotal();
    const again = await t.runFeed(t.tokens.DEALER, feed.id);
    expect(again.counts).toEqual({ created: 0, updated: 0, unpublished: 0, unchanged: 3, failed: 0 });
    expect(await t.auditTotal()).toBe(auditBefore);
    expect((await t.adsOfFeed(feed.id)).map((ad) => ad.version)).toEqual(versions);
    expect(server.served(photo)).toBe(downloads);
    expect(server.notModified(photo)).toBeGreaterThan(0);
  });

  it('publishes the green new ads of a dealer Settings trusts', async () => {
    const dealer = await t.newDealer();
    await setListings(t, { min_photos: 2, trusted_dealer_ids: [dealer.id] });
    const feed = await t.createFeed(dealer.token, {
      name: 'Trusted yard',
      source_kind: 'url',
      url: `${server.url}/feed.csv`,
      field_mapping: SERVER_CSV_MAPPING,
    });
    const run = await t.runFeed(dealer.token, feed.id);
    expect(run.counts).toMatchObject({ created: 3, failed: 0 });
    const ads = await t.adsOfFeed(feed.id);
    expect(ads.map((ad) => [ad.healthBand, ad.status])).toEqual(Array(3).fill(['green', 'published']));
  });

  it('fails a row whose photo is an HTML page, naming the photo, and writes nothing of that row', async () => {
    const dealer = await t.newDealer();
    const photos = (stock: string) => photoUrlsOf(stock).join('|');
    const text = (await fixture('stock.csv'))
      .replace(/https:\/\/photos\.example\/a100[^,\n]*/, photos('STK-0000001'))
      .replace(
        /https:\/\/photos\.example\/a101[^,\n]*/,
        `${photos('STK-0000002')}|${server.url}${HOSTILE.htmlAsJpeg}`,
      )
      .replace(/https:\/\/photos\.example\/a102[^,\n]*/, photos('STK-0000003'));
    const feed = await t.createFeed(dealer.token, {
      name: 'Uploaded with photos',
      field_mapping: { ...CSV_MAPPING, photos: 'images' },
      file_text: text,
    });
    const run = await t.runFeed(dealer.token, feed.id);
    expect(run.counts).toMatchObject({ created: 2, failed: 2 });
    expect(run.errors.filter((error) => error.line === 3)).toEqual([
      {
        line: 3,
        field: 'photos',
        message: `The file is not a valid JPG or PNG image: “${server.url}${HOSTILE.htmlAsJpeg}”`,
      },
    ]);
    const ads = await t.adsOfFeed(feed.id);
    expect(ads.map((ad) => [ad.stockNumber, ad.media.length])).toEqual([
      ['A-100', 2],
      ['A-102', 2],
    ]);
  });

  it('refuses a loopback address unless the operator allows it, as the run’s error', async () => {
    const feed = await urlFeed(strict, `${server.url}/feed.csv`);
    const run = await strict.runFeed(strict.tokens.DEALER, feed.id);
    expect(run.status).toBe('failed');
    expect(run.counts.created).toBe(0);
    expect(run.errors).toEqual([
      {
        line: 0,
        field: 'url',
        message: 'The address 127.0.0.1 is on a private network and cannot be fetched',
      },
    ]);
    expect(await strict.adsOfFeed(feed.id)).toHaveLength(0);
    // The mapping screen's first rows are refused the same way.
    const preview = await strict.request({
      method: 'GET',
      url: `/api/feeds/${feed.id}/preview`,
      token: strict.tokens.DEALER,
    });
    expect(preview.statusCode).toBe(400);
    expect(preview.json().error.message).toBe(
      'The feed’s address could not be fetched; check the address and that its server answers',
    );
  });

  it('refuses a redirect to a private address even where loopback is allowed', async () => {
    const feed = await urlFeed(t, server.url + HOSTILE.redirectToPrivate, 'Redirected');
    const run = await t.runFeed(t.tokens.DEALER, feed.id);
    expect(run.status).toBe('failed');
    expect(run.errors.map((error) => error.message)).toEqual([
      'The address 10.0.0.1 is on a private network and cannot be fetched',
    ]);
  });

  it('reports a server that answers with an error status', async () => {
    const feed = await urlFeed(t, `${server.url}/no-such-feed.csv`, 'Moved');
    const run = await t.runFeed(t.tokens.DEALER, feed.id);
    expect(run).toMatchObject({ status: 'failed' });
    expect(run.errors[0]!.message).toBe('The server answered with status 404');
  });
});
