import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdvertisementPerformance } from '@coachyard/contract';
import { rollUpEvents } from '../src/modules/performance/index.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
/** A published ad among at least ten published ads of its model, market and years ± 3, and one alone. */
let crowded: { id: string; short_id: string; owner_id: string; similar_count: number };
let lonely: { id: string; short_id: string };

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function report(events: { type: string; short_id: string; session: string; at?: string }[]) {
  const response = await t.request({
    method: 'POST',
    url: '/api/public/events',
    remoteAddress: '10.2.0.1',
    // A buyer's browser: the test client's own user agent reads as a bot.
    headers: {
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    },
    payload: { events },
  });
  expect(response.statusCode, response.body).toBe(202);
}

const performance = async (id: string, query = '', token = admin) =>
  t.request({ method: 'GET', url: `/api/advertisements/${id}/performance${query}`, token });

beforeAll(async () => {
  t = await createTestApp({ EVENTS_PER_IP_PER_MINUTE: '1000' });
  admin = await t.login(ACCOUNTS.ADMIN);
  const { rows } = await t.db.$client.query<{
    id: string;
    short_id: string;
    owner_id: string;
    similar_count: number;
  }>(
    `select a.id, a.short_id, a.owner_id, (select count(*) from advertisements b
       where b.deleted_at is null and b.published_at is not null and b.model_id = a.model_id
         and b.region = a.region and b.year between a.year - 3 and a.year + 3 and b.id <> a.id)::int as similar_count
     from advertisements a where a.status = 'published' and a.deleted_at is null order by similar_count desc, a.short_id`,
  );
  crowded = rows[0]!;
  expect(crowded.similar_count).toBeGreaterThanOrEqual(10);
  lonely = rows.find((row) => row.similar_count === 0)!;
});
afterAll(() => t?.close());

describe('an advertisement’s performance', () => {
  it('draws every day of the window with its events and totals them', async () => {
    const window = `?from=${day(6)}&to=${day(0)}`;
    const before = (await performance(crowded.id, window)).json().data as AdvertisementPerformance;
    const ad = crowded.short_id;
    await report([
      ...Array.from({ length: 10 }, (_, index) => ({
        type: 'impression',
        short_id: ad,
        session: `s${index}`,
      })),
      ...Array.from({ length: 4 }, (_, index) => ({ type: 'view', short_id: ad, session: `s${index}` })),
      {
        type: 'view',
        short_id: ad,
        session: 'earlier',
        at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      },
      { type: 'contact_click', short_id: ad, session: 's0' },
      { type: 'phone_reveal', short_id: ad, session: 's1' },
      { type: 'favorite', short_id: ad, session: 's2' },
    ]);
    await rollUpEvents(t.db);
    const response = await performance(crowded.id, window);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as AdvertisementPerformance;
    expect(data.series.map((entry) => entry.day)).toEqual([6, 5, 4, 3, 2, 1, 0].map(day));
    // Today gained what was just reported, beside the demo's history.
    const today = data.series.at(-1)!;
    const todayBefore = before.series.at(-1)!;
    expect({
      impressions: today.impressions - todayBefore.impressions,
      views: today.views - todayBefore.views,
      contact_clicks: today.contact_clicks - todayBefore.contact_clicks,
      phone_reveals: today.phone_reveals - todayBefore.phone_reveals,
      favorites: today.favorites - todayBefore.favorites,
    }).toEqual({ impressions: 10, views: 4, contact_clicks: 1, phone_reveals: 1, favorites: 1 });

    expect(data.series.at(-3)!.views - before.series.at(-3)!.views).toBe(1);
    expect(data.totals.views - before.totals.views).toBe(5);
    expect(data.totals.impressions - before.totals.impressions).toBe(10);
    expect(data.funnel.view_rate).toBeCloseTo(data.totals.views / data.totals.impressions, 3);
    expect(data.days_online).toBeGreaterThan(0);
  });

  it('rates it among similar ads: the most viewed a day is in the first quartile', async () => {
    // A thousand buyers open it today: more views a day than any similar demo ad.
    for (let batch = 0; batch < 10; batch++)
      await report(
        Array.from({ length: 100 }, (_, index) => ({
          type: 'view',
          short_id: crowded.short_id,
          session: `crowd-${batch}-${index}`,
        })),
      );
    await rollUpEvents(t.db);
    const data = (await performance(crowded.id, `?from=${day(6)}&to=${day(0)}`)).json()
      .data as AdvertisementPerformance;
    expect(data.rating.enough).toBe(true);
    expect(data.rating.compared).toBe(crowded.similar_count);
    expect(data.rating.views_per_day.quartile).toBe(1);
  });

  it('shows a new user ninety days of the demo: weekdays busier than Sundays, ads rushed and ads nobody opens', async () => {
    const { rows } = await t.db.$client.query<{
      days: number;
      weekday: number;
      sunday: number;
      unseen: number;
    }>(
      `select count(distinct day)::int as days,
         avg(count) filter (where extract(isodow from day) < 6 and type = 'impression') as weekday,
         avg(count) filter (where extract(isodow from day) = 7 and type = 'impression') as sunday,
         (select count(*)::int from advertisements a where a.status = 'published' and a.deleted_at is null
            and not exists (select from advertisement_daily_counts c where c.advertisement_id = a.id and c.type = 'view')
            and exists (select from advertisement_daily_counts c where c.advertisement_id = a.id)) as unseen
       from advertisement_daily_counts`,
    );
    const demo = rows[0]!;
    expect(demo.days).toBeGreaterThanOrEqual(90);
    expect(Number(demo.weekday)).toBeGreaterThan(Number(demo.sunday) * 1.3);
    expect(demo.unseen).toBeGreaterThan(5);
  });

  it('says there are not enough similar ads rather than guess a quartile', async () => {
    const data = (await performance(lonely.id)).json().data as AdvertisementPerformance;
    expect(data.rating).toMatchObject({ compared: 0, enough: false, views_per_day: { quartile: null } });
    expect(data.series).toHaveLength(30);
  });

  it('refuses a window that ends before it starts, is longer than 366 days, or is not a date', async () => {
    for (const query of [
      `?from=${day(0)}&to=${day(3)}`.replace(day(0), day(-5)),
      `?from=${day(400)}&to=${day(0)}`,
      '?from=yesterday',
    ]) {
      const response = await performance(crowded.id, query);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['from']);
    }
  });

  it('is read with the ad’s row scope: another dealer’s draft is not found', async () => {
    const dealer = await t.login(ACCOUNTS.DEALER);
    const { rows } = await t.db.$client.query<{ id: string }>(
      `select id from advertisements where owner_id <> (select id from users where email_address = $1) and status = 'draft'
       and deleted_at is null limit 1`,
      [ACCOUNTS.DEALER],
    );
    expect((await performance(rows[0]!.id, '', dealer)).statusCode).toBe(404);
  });
});
