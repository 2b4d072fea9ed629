import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdvertisementPerformance, StockPerformance } from '@coachyard/contract';
import { recountRecent } from '../src/modules/performance/index.ts';
import { quartileOf } from '../src/modules/performance/quartile.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

/*
 * The ratings read groups of ads kept per (model, market) between roll-ups (modules/performance/comparisons.ts).
 * Here each is computed again the direct way, by the statements the screens ran before (every similar ad's
 * counts read at request time), and the answers must match number for number.
 */

let t: TestApp;
let admin: string;

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const WINDOWS = [
  { query: '', from: day(29), to: day(0) },
  { query: `?from=${day(13)}&to=${day(0)}`, from: day(13), to: day(0) },
  { query: `?from=${day(60)}&to=${day(40)}`, from: day(60), to: day(40) },
];

const get = async <T>(url: string) => {
  const response = await t.request({ method: 'GET', url, token: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
};

/** Views and leads of `ad` over the window, summed from the daily counts and the leads. */
const windowCounts = (alias: string) => `
  coalesce((select sum(c.count) from advertisement_daily_counts c where c.advertisement_id = ${alias}.id
    and c.type = 'view' and c.day between $1::date and $2::date), 0)::int as views,
  (select count(*) from leads l where l.advertisement_id = ${alias}.id
    and l.created_at >= ($1::date at time zone 'UTC') and l.created_at < (($2::date + 1) at time zone 'UTC'))::int as leads`;

async function directRating(id: string, from: string, to: string) {
  const { rows } = await t.db.$client.query<{ id: string; days: number; views: number; leads: number }>(
    `with me as (select model_id, region, year from advertisements where id = $3),
     alike as (
       select a.id, greatest(a.published_at, ($1::date at time zone 'UTC')) as online_from,
         least(($2::date + 1) at time zone 'UTC', case when a.status = 'published' then now() else a.updated_at end) as online_until
       from advertisements a, me
       where a.deleted_at is null and a.published_at is not null and a.model_id = me.model_id and a.region = me.region
         and a.year between me.year - 3 and me.year + 3)
     select alike.id, greatest(0, ceil(extract(epoch from online_until - online_from) / 86400))::int as days,
       ${windowCounts('alike')}
     from alike`,
    [from, to, id],
  );
  const measures = rows.map((row) => ({
    id: row.id,
    perDay: row.days > 0 ? row.views / row.days : null,
    perView: row.views > 0 ? row.leads / row.views : null,
  }));
  const own = measures.find((row) => row.id === id);
  const compared = measures.length - (own ? 1 : 0);
  const enough = compared >= 10;
  const quartile = (pick: (row: (typeof measures)[number]) => number | null) =>
    enough && own ? quartileOf(pick(own), measures.map(pick)) : null;
  return {
    compared,
    enough,
    views_per_day: quartile((row) => row.perDay),
    leads_per_view: quartile((row) => row.perView),
  };
}

async function directStockQuartiles(ownerId: string, from: string, to: string) {
  const { rows } = await t.db.$client.query<{ quartile: number | null }>(
    `with online as (
       select a.id, a.model_id, a.region, a.year, a.owner_id = $3 as in_scope, ${windowCounts('a')},
         greatest(0, ceil(extract(epoch from
           least(($2::date + 1) at time zone 'UTC', case when a.status = 'published' then now() else a.updated_at end)
             - greatest(a.published_at, $1::date at time zone 'UTC')) / 86400))::int as days_online
       from advertisements a
       where a.deleted_at is null and a.published_at is not null and a.published_at < ($2::date + 1) at time zone 'UTC'
     ), measured as (select online.*, views::float / greatest(days_online, 1) as per_day from online),
     alike as (
       select s.id, count(*) filter (where o.id <> s.id) as compared,
         count(*) filter (where o.per_day > s.per_day) as above,
         count(*) filter (where o.per_day = s.per_day and o.id <> s.id) as level
       from measured s join measured o on o.model_id = s.model_id and o.region = s.region
         and o.year between s.year - 3 and s.year + 3
       where s.days_online > 0 and s.in_scope group by s.id)
     select case when compared >= 10
       then least(4, floor((above + level / 2.0) / (compared + 1) * 4) + 1)::int end as quartile
     from alike`,
    [from, to, ownerId],
  );
  const count = (quartile: number | null) => rows.filter((row) => row.quartile === quartile).length;
  return { 1: count(1), 2: count(2), 3: count(3), 4: count(4), unrated: count(null) };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ACCOUNTS.ADMIN);
  // The kept 30-day counts as the roll-up job leaves them.
  await recountRecent(t.db);
});
afterAll(() => t?.close());

describe('ratings read from the kept comparison groups (issue 29)', () => {
  it('rate one ad as counting every similar ad directly does, in any window', async () => {
    const { rows } = await t.db.$client.query<{ id: string }>(
      `select a.id from advertisements a where a.deleted_at is null and a.published_at is not null
       order by (select count(*) from advertisements b where b.model_id = a.model_id and b.region = a.region) desc, a.id
       limit 12`,
    );
    let rated = 0;
    for (const { id } of rows)
      for (const window of WINDOWS) {
        const answer = await get<AdvertisementPerformance>(
          `/api/advertisements/${id}/performance${window.query}`,
        );
        const direct = await directRating(id, window.from, window.to);
        expect(
          {
            compared: answer.rating.compared,
            enough: answer.rating.enough,
            views_per_day: answer.rating.views_per_day.quartile,
            leads_per_view: answer.rating.leads_per_view.quartile,
          },
          `${id} ${window.from}…${window.to}`,
        ).toEqual(direct);
        if (direct.views_per_day !== null) rated += 1;
      }
    // Not a comparison of nothing with nothing.
    expect(rated).toBeGreaterThan(10);
  });

  it('place a dealer’s stock in the quartiles the direct join over every measured ad gives', async () => {
    const { rows } = await t.db.$client.query<{ owner_id: string }>(
      `select owner_id from advertisements where deleted_at is null and published_at is not null
       group by owner_id order by count(*) desc limit 3`,
    );
    for (const { owner_id: owner } of rows)
      for (const window of WINDOWS) {
        const answer = await get<StockPerformance>(
          `/api/advertisements/performance${window.query}${window.query ? '&' : '?'}owner=${owner}`,
        );
        const direct = await directStockQuartiles(owner, window.from, window.to);
        expect(answer.quartiles, `${owner} ${window.from}…${window.to}`).toEqual(direct);
        expect(answer.ads).toBe(Object.values(direct).reduce((sum, count) => sum + count, 0));
      }
  });
});
