import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepRecentCounts, recountRecent } from '../src/modules/performance/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/*
 * The list's 30-day counts follow the window without counting every ad again (issue 29): a run on the same UTC
 * day, in this process or a restarted one, counts only what moved; the first run of a new day takes off the day
 * that left the window, for the ads with views that day.
 */

let t: TestApp;
const DAY = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Each live ad's views and leads of the 30 days ending on `day`, counted directly. */
async function countedDirectly(day: string) {
  const { rows } = await t.db.$client.query<{ id: string; views: number; leads: number }>(
    `select a.id,
       coalesce((select sum(c.count) from advertisement_daily_counts c where c.advertisement_id = a.id
         and c.type = 'view' and c.day between $1::date - 29 and $1::date), 0)::int as views,
       (select count(*) from leads l where l.advertisement_id = a.id
         and l.created_at >= ($1::date - 29) at time zone 'UTC')::int as leads
     from advertisements a where a.deleted_at is null order by a.id`,
    [day],
  );
  return rows;
}

const kept = async () =>
  (
    await t.db.$client.query<{ id: string; views: number; leads: number }>(
      'select id, views_30d as views, leads_30d as leads from advertisements where deleted_at is null order by id',
    )
  ).rows;

const stateDay = async () =>
  (
    await t.db.$client.query<{ day: string }>(
      `select to_char(day, 'YYYY-MM-DD') as day from advertisement_recent_counts_state`,
    )
  ).rows.map((row) => row.day);

beforeAll(async () => {
  t = await createTestApp();
  // The first run ever counts every ad and notes where it stands.
  await keepRecentCounts(t.db);
});
afterAll(() => t?.close());

describe('the 30-day counts kept from run to run (issue 29)', () => {
  it('are not counted again for every ad by a later run of the same day, whichever process makes it', async () => {
    expect(await stateDay()).toEqual([isoDay(new Date())]);
    expect(await kept()).toEqual(await countedDirectly(isoDay(new Date())));
    const { rows } = await t.db.$client.query<{ id: string }>(
      'select id from advertisements where deleted_at is null and views_30d > 0 order by id limit 1',
    );
    const ad = rows[0]!.id;
    // Changed behind the roll-up's back: a full pass would put it right, a run counting what moved leaves it.
    await t.db.$client.query('update advertisements set views_30d = 123456 where id = $1', [ad]);
    expect(await keepRecentCounts(t.db)).toBe(0);
    const after = await t.db.$client.query<{ views: number }>(
      'select views_30d as views from advertisements where id = $1',
      [ad],
    );
    expect(after.rows[0]!.views).toBe(123456);
    expect(await recountRecent(t.db)).toBe(1);
  });

  it('take off the day that left the window on the first run of the next day, for the ads seen that day', async () => {
    const today = new Date();
    const tomorrow = new Date(today.getTime() + DAY);
    const leaving = isoDay(new Date(today.getTime() - 29 * DAY));
    const { rows } = await t.db.$client.query<{ ads: number }>(
      `select count(distinct advertisement_id)::int as ads from advertisement_daily_counts c
       join advertisements a on a.id = c.advertisement_id and a.deleted_at is null
       where c.day = $1 and c.type = 'view' and c.count > 0`,
      [leaving],
    );
    // The demo's ninety days: many ads were opened on the day that leaves.
    expect(rows[0]!.ads).toBeGreaterThan(10);
    const written = await keepRecentCounts(t.db, tomorrow);
    expect(written).toBeGreaterThanOrEqual(rows[0]!.ads);
    expect(await stateDay()).toEqual([isoDay(tomorrow)]);
    expect(await kept()).toEqual(await countedDirectly(isoDay(tomorrow)));
    // …and a second run that day has nothing left to take off.
    expect(await keepRecentCounts(t.db, tomorrow)).toBe(0);
  });
});
