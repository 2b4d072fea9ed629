import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkOf,
  createAdsTestApp,
  healthyBody,
  publishedCopies,
  signalsOf,
  storedSignals,
  type AdsTestApp,
} from './signals-support.ts';

let t: AdsTestApp;

beforeAll(async () => {
  t = await createAdsTestApp();
});
afterAll(() => t?.close());

/** Comparables at 100, 110, … million minor units: p10 104, median 120, p90 136 (PostgreSQL's percentile_cont). */
const PRICES = [100, 110, 120, 130, 140].map((millions) => millions * 1_000_000);

describe('the price band', () => {
  it('is no_analysis with fewer than five comparables, never a guess', async () => {
    const ad = await t.createAd(t.tokens.DEALER, healthyBody(t, { year: 1970, price_minor: 1_000_000 }));
    await publishedCopies(t, ad, PRICES.slice(0, 4));
    const { signals } = await signalsOf(t, t.tokens.DEALER, ad.id);
    expect(signals.price).toMatchObject({
      band: 'no_analysis',
      p10: null,
      median: null,
      p90: null,
      currency: 'TRY',
      comparables: 4,
    });
    expect(checkOf(signals, 'price_band')).toEqual({
      key: 'price_band',
      passed: true,
      message: 'Too few comparable advertisements to judge the price',
    });
  });

  it('places a price below, within or above its band among five or more comparables', async () => {
    const ad = await t.createAd(t.tokens.DEALER, healthyBody(t, { year: 1975, price_minor: 10_000_000 }));
    // Year ± 2, similar mileage and seats, published or sold: all comparables. Others are not.
    const inBand = [
      ...(await publishedCopies(t, ad, PRICES.slice(0, 3))),
      ...(await publishedCopies(t, ad, PRICES.slice(3), 'sold')),
    ];
    await publishedCopies(t, ad, [1], 'draft');
    await publishedCopies(t, ad, [1], 'pending_review');
    const { signals } = await signalsOf(t, t.tokens.DEALER, ad.id);
    expect(signals.price).toEqual({
      band: 'below',
      p10: 104_000_000,
      median: 120_000_000,
      p90: 136_000_000,
      currency: 'TRY',
      comparables: 5,
      comparable_short_ids: expect.arrayContaining(inBand.map((row) => row.shortId)),
    });
    expect(signals.price.comparable_short_ids).toHaveLength(5);
    expect(checkOf(signals, 'price_band')).toMatchObject({
      passed: false,
      message: 'Check the price: it is far below comparable advertisements',
    });
    // The stored band is the one of the ad's last write (no comparables then); its next write brings it up to date.
    expect(await storedSignals(t, ad.id)).toMatchObject({ price: 'no_analysis' });

    for (const [price, band] of [
      [120_000_000, 'within'],
      [200_000_000, 'above'],
    ] as const) {
      const current = await t.get(t.tokens.DEALER, ad.id);
      const patched = await t.request({
        method: 'PATCH',
        url: `/api/advertisements/${ad.id}`,
        token: t.tokens.DEALER,
        payload: { price_minor: price, version: current.version },
      });
      expect(patched.statusCode).toBe(200);
      expect((await signalsOf(t, t.tokens.DEALER, ad.id)).signals.price.band).toBe(band);
      expect(await storedSignals(t, ad.id)).toMatchObject({ price: band });
    }
  });

  it('compares only the same currency, year ± 2, a similar mileage and seats, and shows at most ten', async () => {
    const ad = await t.createAd(t.tokens.DEALER, healthyBody(t, { year: 1980, price_minor: 120_000_000 }));
    await publishedCopies(
      t,
      ad,
      Array.from({ length: 12 }, () => 120_000_000),
    );
    const stored = { year: 1980, mileage: 600_000, seats: 46 };
    const others = await publishedCopies(t, ad, [120_000_000, 120_000_000, 120_000_000, 120_000_000]);
    const { sql } = await import('drizzle-orm');
    const [farYear, farMileage, fewSeats, otherCurrency] = others.map((row) => row.id);
    await t.db.execute(sql`update advertisements set year = ${stored.year + 3} where id = ${farYear}`);
    await t.db.execute(
      sql`update advertisements set mileage = ${stored.mileage * 3} where id = ${farMileage}`,
    );
    await t.db.execute(sql`update advertisements set seats = ${stored.seats - 20} where id = ${fewSeats}`);
    await t.db.execute(sql`update advertisements set currency = 'EUR' where id = ${otherCurrency}`);
    const { signals } = await signalsOf(t, t.tokens.DEALER, ad.id);
    expect(signals.price).toMatchObject({ band: 'within', comparables: 12 });
    expect(signals.price.comparable_short_ids).toHaveLength(10);
  });
});
