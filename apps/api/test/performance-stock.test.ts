import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockPerformance } from '@coachyard/contract';
import { recountRecent, rollUpAndRecount } from '../src/modules/performance/index.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let tokens: Record<'ADMIN' | 'REPRESENTATIVE' | 'DEALER', string>;
let dealerId: string;

const stock = async (token: string, query = '') => {
  const response = await t.request({ method: 'GET', url: `/api/advertisements/performance${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as StockPerformance;
};

beforeAll(async () => {
  t = await createTestApp({ EVENTS_PER_IP_PER_MINUTE: '1000' });
  tokens = {
    ADMIN: await t.login(ACCOUNTS.ADMIN),
    REPRESENTATIVE: await t.login(ACCOUNTS.REPRESENTATIVE),
    DEALER: await t.login(ACCOUNTS.DEALER),
  };
  const { rows } = await t.db.$client.query<{ id: string }>('select id from users where email_address = $1', [
    ACCOUNTS.DEALER,
  ]);
  dealerId = rows[0]!.id;
});
afterAll(() => t?.close());

describe('how a dealer’s stock performs', () => {
  it('sums the window of the dealer’s own ads, and places each of them in a quartile or unrated', async () => {
    const mine = await stock(tokens.DEALER);
    expect(mine.series).toHaveLength(30);
    expect(mine.ads).toBeGreaterThan(0);
    expect(mine.totals.views).toBe(mine.series.reduce((sum, day) => sum + day.views, 0));
    const { 1: best, 2: second, 3: third, 4: weakest, unrated } = mine.quartiles;
    expect(best + second + third + weakest + unrated).toBe(mine.ads);
    // Staff see the whole marketplace, so more ads and more views.
    const everyone = await stock(tokens.ADMIN);
    expect(everyone.ads).toBeGreaterThan(mine.ads);
    expect(everyone.totals.views).toBeGreaterThanOrEqual(mine.totals.views);
    // …and one dealer's stock when they ask for it: the same as the dealer sees.
    expect((await stock(tokens.ADMIN, `?owner=${dealerId}`)).totals).toEqual(mine.totals);
  });

  it('names the ads buyers never opened and those seen often without a lead', async () => {
    const mine = await stock(tokens.DEALER);
    const { rows } = await t.db.$client.query<{ id: string; short_id: string }>(
      `select id, short_id from advertisements where owner_id = $1 and status = 'published' and deleted_at is null
       order by short_id limit 1`,
      [dealerId],
    );
    const ad = rows[0]!;
    // Its history aside, it is never opened…
    await t.db.$client.query('delete from advertisement_daily_counts where advertisement_id = $1', [ad.id]);
    await t.db.$client.query('delete from leads where advertisement_id = $1', [ad.id]);
    // Removed behind the roll-up's back: its 30-day counts, which the default window reads, are counted again.
    await recountRecent(t.db);
    const unseen = await stock(tokens.DEALER);
    expect(unseen.unseen.count).toBe(
      mine.unseen.count + (mine.unseen.items.some((item) => item.id === ad.id) ? 0 : 1),
    );
    // …until 3,000 buyers open it today and none asks: the most viewed without a lead (a demo ad buyers rush to
    // gathers fewer in a month).
    for (let batch = 0; batch < 30; batch++)
      await t.request({
        method: 'POST',
        url: '/api/public/events',
        remoteAddress: '10.3.0.1',
        headers: { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15' },
        payload: {
          events: Array.from({ length: 100 }, (_, index) => ({
            type: 'view',
            short_id: ad.short_id,
            session: `buyer-${batch}-${index}`,
          })),
        },
      });
    await rollUpAndRecount(t.db);
    const seen = await stock(tokens.DEALER);
    expect(seen.unseen.items.map((item) => item.id)).not.toContain(ad.id);
    expect(seen.viewed_without_leads[0]).toMatchObject({ id: ad.id, short_id: ad.short_id });
    expect(seen.viewed_without_leads[0]!.views).toBeGreaterThanOrEqual(3_000);
  });

  it('lists the leads waiting longest and the first-response median beside the marketplace’s', async () => {
    const mine = await stock(tokens.DEALER);
    for (const lead of mine.waiting_leads) expect(lead.hours_waiting).toBeGreaterThanOrEqual(0);
    const waited = mine.waiting_leads.map((lead) => lead.hours_waiting);
    expect(waited).toEqual([...waited].sort((a, b) => b - a));
    expect(mine.first_response_median_hours.marketplace).not.toBeNull();
  });

  it('keeps to the caller’s scope: a dealer asking for another dealer’s stock gets nothing of it', async () => {
    const { rows } = await t.db.$client.query<{ owner_id: string }>(
      `select owner_id from advertisements where owner_id <> $1 and status = 'published' limit 1`,
      [dealerId],
    );
    const other = await stock(tokens.DEALER, `?owner=${rows[0]!.owner_id}`);
    expect(other.ads).toBe(0);
    expect(other.totals.views).toBe(0);
    const bad = await t.request({
      method: 'GET',
      url: '/api/advertisements/performance?owner=nobody',
      token: tokens.DEALER,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a deleted ad on the dealer’s screen', () => {
  it('counts in none of its totals, days, quartiles or lists', async () => {
    const before = await stock(tokens.DEALER);
    const everyoneBefore = await stock(tokens.ADMIN);
    // The most viewed of the dealer's ads with a lead among those waiting longest: it shows in every part.
    const { rows } = await t.db.$client.query<{ id: string; short_id: string; version: number }>(
      `select id, short_id, version from advertisements
        where owner_id = $1 and deleted_at is null and short_id = any($2) order by views_30d desc limit 1`,
      [dealerId, before.waiting_leads.map((lead) => lead.short_id)],
    );
    const ad = rows[0]!;
    const own = await t.request({
      method: 'GET',
      url: `/api/advertisements/${ad.id}/performance`,
      token: tokens.DEALER,
    });
    const ours = own.json().data as {
      series: StockPerformance['series'];
      totals: StockPerformance['totals'];
    };
    expect(ours.totals.views).toBeGreaterThan(0);

    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/advertisements/${ad.id}?version=${ad.version}`,
      token: tokens.DEALER,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const after = await stock(tokens.DEALER);
    type Counts = StockPerformance['totals'];
    const nothing = { impressions: 0, views: 0, contact_clicks: 0, phone_reveals: 0, favorites: 0, leads: 0 };
    const minus = (left: Counts, right: Counts) =>
      Object.fromEntries(
        Object.keys(ours.totals).map((key) => [key, left[key as keyof Counts] - right[key as keyof Counts]]),
      );
    expect(after.totals).toEqual(minus(before.totals, ours.totals));
    expect(after.series.map((day, index) => minus(before.series[index]!, day))).toEqual(
      ours.series.map((day) => minus(day, nothing)),
    );
    expect(after.ads).toBe(before.ads - 1);
    const { 1: best, 2: second, 3: third, 4: weakest, unrated } = after.quartiles;
    expect(best + second + third + weakest + unrated).toBe(after.ads);
    const listed = [...after.viewed_without_leads, ...after.unseen.items, ...after.waiting_leads].map(
      (item) => item.short_id,
    );
    expect(listed).not.toContain(ad.short_id);
    const everyone = await stock(tokens.ADMIN);
    expect(everyone.totals).toEqual(minus(everyoneBefore.totals, ours.totals));
    expect(everyone.ads).toBe(everyoneBefore.ads - 1);
  });
});
