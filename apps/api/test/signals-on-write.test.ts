import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Advertisement } from '@coachyard/contract';
import { advertisements } from '../src/db/schema/index.ts';
import { catchUpPriceBands } from '../src/modules/signals/index.ts';
import {
  checkOf,
  createAdsTestApp,
  ENGLISH_DESCRIPTION,
  healthyBody,
  publishedCopies,
  signalsOf,
  storedRow,
  storedSignals,
  type AdsTestApp,
} from './signals-support.ts';

let t: AdsTestApp;

beforeAll(async () => {
  t = await createAdsTestApp();
});
afterAll(() => t?.close());

const patch = async (ad: Advertisement, payload: Record<string, unknown>) => {
  const current = await t.get(t.tokens.DEALER, ad.id);
  const response = await t.request({
    method: 'PATCH',
    url: `/api/advertisements/${ad.id}`,
    token: t.tokens.DEALER,
    payload: { ...payload, version: current.version },
  });
  expect(response.statusCode, response.body).toBe(200);
};

const storedFacts = async (id: string) => (await storedRow(t, id))!.signalFacts!;

/** A flag no text check finds: while it stays, no write ran the text checks again. */
const MARKER = {
  key: 'contact_details',
  field: 'title.de',
  excerpt: 'kept from the last text check',
} as const;

describe('an ad write recomputes what its changed fields can move (issue 30)', () => {
  it('keeps the text flags through a price change, and finds them again when the description changes', async () => {
    const ad = await t.createAd(t.tokens.DEALER, healthyBody(t, { year: 1966, price_minor: 100_000_000 }));
    expect(await storedFacts(ad.id)).toMatchObject({ flags: [], theft: false });
    await t.db
      .update(advertisements)
      .set({ signalFacts: { ...(await storedFacts(ad.id)), flags: [MARKER] } })
      .where(eq(advertisements.id, ad.id));

    await patch(ad, { price_minor: 90_000_000 });
    expect((await storedFacts(ad.id)).flags).toEqual([MARKER]);
    // The route reads the flags the ad's writes keep.
    expect((await signalsOf(t, t.tokens.DEALER, ad.id)).signals.text_flags).toEqual([MARKER]);

    await patch(ad, { description: { en: `${ENGLISH_DESCRIPTION} Call 0532 123 45 67 today.` } });
    const found = [{ key: 'contact_details', field: 'description.en', excerpt: '0532 123 45 67' }];
    expect((await storedFacts(ad.id)).flags).toEqual(found);
    const { signals } = await signalsOf(t, t.tokens.DEALER, ad.id);
    expect(signals.text_flags).toEqual(found);
    expect(checkOf(signals, 'contact_details').passed).toBe(false);
    expect(await storedSignals(t, ad.id)).toMatchObject({ score: signals.health.score });
    expect((await storedRow(t, ad.id))!.reviewRank).toBe(1);
  });

  it('moves the stored price band and score on a PATCH of the price alone', async () => {
    const ad = await t.createAd(t.tokens.DEALER, healthyBody(t, { year: 1962, price_minor: 120_000_000 }));
    await publishedCopies(
      t,
      ad,
      [100, 110, 120, 130, 140].map((millions) => millions * 1_000_000),
    );
    await patch(ad, { price_minor: 10_000_000 });
    const below = await storedSignals(t, ad.id);
    expect(below).toMatchObject({ price: 'below' });
    expect((await storedRow(t, ad.id))!.reviewRank).toBe(2);

    await patch(ad, { price_minor: 120_000_000 });
    const within = await storedSignals(t, ad.id);
    expect(within.price).toBe('within');
    expect(within.score).toBe(below.score! + 10);
    expect((await signalsOf(t, t.tokens.DEALER, ad.id)).signals.health.score).toBe(within.score);
  });

  it('brings other ads’ stored price bands up to date once their comparables changed', async () => {
    const ad = await t.createAd(t.tokens.DEALER, healthyBody(t, { year: 1958, price_minor: 120_000_000 }));
    const copies = await publishedCopies(
      t,
      ad,
      [100, 110, 120, 130, 140].map((millions) => millions * 1_000_000),
    );
    // The comparables came in bulk (straight into the table): the ad's next write of its price sees them.
    await patch(ad, { price_minor: 121_000_000 });
    expect(await storedSignals(t, ad.id)).toMatchObject({ price: 'within' });
    const since = new Date();
    await t.db
      .update(advertisements)
      .set({ priceMinor: 1_000_000_000, updatedAt: sql`now()` })
      .where(
        sql`${advertisements.id} in (${sql.join(
          copies.map((copy) => sql`${copy.id}`),
          sql`, `,
        )})`,
      );
    const { moved } = await catchUpPriceBands(t.db, since);
    expect(moved).toBeGreaterThanOrEqual(1);
    const caughtUp = await storedSignals(t, ad.id);
    expect(caughtUp.price).toBe('below');
    expect((await signalsOf(t, t.tokens.DEALER, ad.id)).signals.health.score).toBe(caughtUp.score);
    // Nothing changed since: the next run moves nothing.
    expect((await catchUpPriceBands(t.db, new Date(Date.now() + 3 * 60_000))).moved).toBe(0);
  });

  it('queues the catch-up once, carrying the time it looks from', async () => {
    // graphile-worker's `jobs` view leaves the payload out.
    const { rows } = await t.db.execute<{ since: string; run_at: string }>(
      sql`select payload ->> 'since' as since, run_at::text from graphile_worker._private_jobs
           where key = 'signals_price_catch_up'`,
    );
    expect(rows).toHaveLength(1);
    expect(Number.isNaN(new Date(rows[0]!.since).getTime())).toBe(false);
    expect(new Date(rows[0]!.run_at).getTime()).toBeGreaterThan(new Date(rows[0]!.since).getTime());
  });
});
