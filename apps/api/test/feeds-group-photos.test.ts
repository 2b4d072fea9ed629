import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished as after } from 'vitest';
import {
  advertisementPhotos,
  advertisements,
  fetchedImages,
  uploadKeys,
  type AdvertisementRow,
} from '../src/db/schema/index.ts';
import { computeSignals, reviewRankOf, savedMinPhotos } from '../src/modules/signals/compute.ts';
import { adsMaybeSharingPhotos } from '../src/modules/signals/duplicates.ts';
import { recomputeSignalsOf } from '../src/modules/signals/group-signals.ts';
import { HOSTILE, startFeedServer, type FeedServer } from './feed-samples/index.ts';
import {
  createFeedsTestApp,
  CSV_MAPPING,
  fixture,
  SERVER_CSV_MAPPING,
  type FeedsTestApp,
} from './feeds-support.ts';

// A feed's group of rows records its photos together (issue 28, bench/RESULTS.md "a group's photos and photo
// links in one statement each"): what each row shows, and what a bad row leaves, is what it was row by row.

let server: FeedServer;
let t: FeedsTestApp;
beforeAll(async () => {
  server = await startFeedServer({ vehicles: 4, photosPerVehicle: 2 });
  t = await createFeedsTestApp({ FEEDS_ALLOW_PRIVATE_ADDRESSES: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});

/** The statements this process sent while `run` ran whose text starts like `prefix` (whitespace folded). */
async function statementsDuring<T>(prefixes: Record<string, RegExp>, run: () => Promise<T>) {
  const counts = Object.fromEntries(Object.keys(prefixes).map((name) => [name, 0]));
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text?: string };
    const text = (typeof config === 'string' ? config : (config?.text ?? '')).replace(/\s+/g, ' ').trim();
    for (const [name, prefix] of Object.entries(prefixes)) if (prefix.test(text)) counts[name]! += 1;
    return (original as (...args: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    return { result: await run(), counts };
  } finally {
    pg.Client.prototype.query = original;
  }
}

/** Each ad's stored signals are what its signals computed alone, now, come to. */
async function expectSignalsAsAlone(ads: readonly AdvertisementRow[]) {
  const minPhotos = await savedMinPhotos(t.db);
  for (const ad of ads) {
    const alone = await computeSignals(t.db, ad, minPhotos);
    expect({
      score: ad.healthScore,
      band: ad.healthBand,
      priceBand: ad.priceBand,
      reviewRank: ad.reviewRank,
      facts: ad.signalFacts,
    }).toEqual({
      score: alone.score,
      band: alone.band,
      priceBand: alone.price.band,
      reviewRank: reviewRankOf(alone.facts, alone.price.band),
      facts: alone.facts,
    });
  }
}

const photosOf = (ad: AdvertisementRow) => ({ id: ad.id, keys: ad.media.map((item) => item.key) });

const photoUrlsOf = (index: number, path = 'photos', from = server) =>
  from.vehicles()[index]!.photos.map((photo) => from.url + photo.replace(/^\/photos\//, `/${path}/`));

async function keysOfUrls(urls: string[]) {
  const rows = await t.db.select().from(fetchedImages).where(inArray(fetchedImages.url, urls));
  return urls.map((url) => rows.find((row) => row.url === url)?.uploadKey);
}

describe('the photos of a group of feed rows', () => {
  it('are recorded, and join the photo index, in one statement each for the group', async () => {
    const dealer = await t.newDealer();
    const feed = await t.createFeed(dealer.token, {
      name: 'Four coaches',
      source_kind: 'url',
      url: `${server.url}/feed.csv`,
      field_mapping: SERVER_CSV_MAPPING,
    });
    const { result: run, counts } = await statementsDuring(
      {
        uploads: /^insert into "upload_keys"/,
        remembered: /^insert into "fetched_images"/,
        links: /^with .* insert into advertisement_photos/,
        lock: /pg_try_advisory_xact_lock/,
        // The signals of the group's new ads: their comparables, who may show their photos, their update.
        comparables: /^select ad\.ordinal, found\.\* from unnest/,
        comparablesOfOne: /^with comparables as/,
        sharing: /^select distinct p\.advertisement_id/,
        signals: /^update advertisements a set health_score/,
        signalsOfOne: /^update "advertisements" set "health_score"/,
      },
      () => t.runFeed(dealer.token, feed.id),
    );
    expect(run.counts).toMatchObject({ created: 4, failed: 0 });
    expect(counts).toEqual({
      uploads: 1,
      remembered: 1,
      links: 1,
      lock: 1,
      comparables: 1,
      comparablesOfOne: 0,
      sharing: 1,
      signals: 1,
      signalsOfOne: 0,
    });
    const ads = await t.adsOfFeed(feed.id);
    for (const [index, ad] of ads.entries()) {
      const keys = await keysOfUrls(photoUrlsOf(index));
      expect(ad.media.map((item) => item.key)).toEqual(keys);
      const indexed = await t.db
        .select()
        .from(advertisementPhotos)
        .where(eq(advertisementPhotos.advertisementId, ad.id));
      expect(indexed.map((photo) => photo.key).sort()).toEqual([...keys].sort());
      expect(indexed.every((photo) => photo.lookedUpAt !== null)).toBe(true);
    }
    // Each ad's signals judged its two photos, as a row written alone would have; none shows another's photo.
    await expectSignalsAsAlone(ads);
    expect(await adsMaybeSharingPhotos(t.db, ads.map(photosOf))).toEqual(new Set());
  });

  it('leave a bad row out whole while its good photos and the others’ are stored once each', async () => {
    const dealer = await t.newDealer();
    // URLs no run fetched before (another port): what this run remembers of them is its own doing.
    const other = await startFeedServer({ vehicles: 3, photosPerVehicle: 2 });
    after(() => other.close());
    const [first, second, third] = [0, 1, 2].map((index) => photoUrlsOf(index, 'photos', other));
    // A-101 shows a good photo and an HTML page; A-102 shows A-100's first photo again at another URL.
    const copy = photoUrlsOf(0, 'copies', other)[0]!;
    const text = (await fixture('stock.csv'))
      .replace(/https:\/\/photos\.example\/a100[^,\n]*/, first!.join('|'))
      .replace(/https:\/\/photos\.example\/a101[^,\n]*/, `${second![0]}|${other.url}${HOSTILE.htmlAsJpeg}`)
      .replace(/https:\/\/photos\.example\/a102[^,\n]*/, `${third![0]}|${copy}`);
    const feed = await t.createFeed(dealer.token, {
      name: 'One bad row',
      field_mapping: { ...CSV_MAPPING, photos: 'images' },
      file_text: text,
    });
    const run = await t.runFeed(dealer.token, feed.id);
    // A-103 fails on its mapping (its year), A-101 on its photo.
    expect(run.counts).toMatchObject({ created: 2, failed: 2 });
    expect(run.errors.filter((error) => error.field === 'photos').map((error) => error.line)).toEqual([3]);
    const ads = await t.adsOfFeed(feed.id);
    expect(ads.map((ad) => ad.stockNumber)).toEqual(['A-100', 'A-102']);
    // No half row: no ad of the dealer's with A-101's stock number, and the photo index holds only the two ads'.
    const owned = await t.db.select().from(advertisements).where(eq(advertisements.ownerId, dealer.id));
    expect(owned.map((ad) => ad.stockNumber).sort()).toEqual(['A-100', 'A-102']);
    const indexed = await t.db
      .select()
      .from(advertisementPhotos)
      .where(
        inArray(
          advertisementPhotos.advertisementId,
          owned.map((ad) => ad.id),
        ),
      );
    expect(indexed).toHaveLength(4);
    // The bad row's good photo was stored and remembered, as every other row's.
    const [goodOfBad] = await keysOfUrls([second![0]!]);
    expect(goodOfBad).toBeDefined();
    const [accepted] = await t.db.select().from(uploadKeys).where(eq(uploadKeys.key, goodOfBad!));
    expect(accepted).toMatchObject({ status: 'accepted' });
    // The same bytes at two URLs, in two rows of the group: one upload, shown by both ads.
    const [original, copied] = await keysOfUrls([first![0]!, copy]);
    expect(copied).toBe(original);
    expect(ads[1]!.media.map((item) => item.key)).toEqual(await keysOfUrls([third![0]!, copy]));
    expect(ads[0]!.media[0]!.key).toBe(original);
    // The two ads showing the same photo are the ones a group asks for their duplicates; their signals are what
    // each computed alone comes to.
    expect(await adsMaybeSharingPhotos(t.db, ads.map(photosOf))).toEqual(new Set(ads.map((ad) => ad.id)));
    await expectSignalsAsAlone(ads);
    // Recomputed together (as the other ads showing a new group's photos are), they come to the same again.
    const ids = ads.map((ad) => ad.id);
    await t.db
      .update(advertisements)
      .set({ healthScore: null, healthBand: null, priceBand: null, reviewRank: null })
      .where(inArray(advertisements.id, ids));
    await recomputeSignalsOf(t.db, ids, await savedMinPhotos(t.db), true);
    await expectSignalsAsAlone(await t.adsOfFeed(feed.id));
  });
});
