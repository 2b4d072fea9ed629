import { sql, type SQL } from 'drizzle-orm';
import { daysBetween, PERFORMANCE_RULES } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { forgetKept } from './kept.ts';

type Executor = Pick<Database, 'execute'>;

/** A lead may commit a little after the time it was stamped with: each run looks back this much further. */
const LEAD_COMMIT_SLACK_MILLISECONDS = 60_000;
const DAY_MILLISECONDS = 86_400_000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** The first day of the window of `listDays` days ending on `day`. */
const windowStartOf = (day: string) =>
  isoDay(new Date(Date.parse(day) - (PERFORMANCE_RULES.listDays - 1) * DAY_MILLISECONDS));

/**
 * Counts again the views and leads of the `PERFORMANCE_RULES.listDays` UTC days up to `today` of the live ads `ads`
 * picks (a condition on `a`, the advertisements table), and writes those that changed into their `views_30d` /
 * `leads_30d`. Each ad reads its own daily counts by their primary key. Answers how many changed.
 */
async function recount(db: Executor, ads: SQL, today: string): Promise<number> {
  const since = windowStartOf(today);
  const { rowCount } = await db.execute(sql`
    with counted as (
      select a.id,
        coalesce((select sum(c.count) from advertisement_daily_counts c
          where c.advertisement_id = a.id and c.type = 'view' and c.day >= ${since}::date), 0)::int as views,
        (select count(*) from leads l
          where l.advertisement_id = a.id and l.created_at >= ${since}::date at time zone 'UTC')::int as leads
      from advertisements a where a.deleted_at is null and ${ads}
    )
    update advertisements target set views_30d = counted.views, leads_30d = counted.leads
    from counted
    where target.id = counted.id and (target.views_30d, target.leads_30d) is distinct from (counted.views, counted.leads)`);
  return rowCount ?? 0;
}

/** Every live ad's (or those `ads` picks) 30-day counts counted again now, e.g. after a change behind the roll-up. */
export async function recountRecent(db: Database, ads: SQL = sql`true`): Promise<number> {
  const changed = await recount(db, ads, isoDay(new Date()));
  if (changed > 0) forgetKept(db);
  return changed;
}

/**
 * The window moved from ending on `before` to ending on `today`: each ad's views of the days that left it are
 * taken off its count — read only for ads with views, by the daily counts' key — and the leads of the ads with
 * any counted again (leads can be removed, so theirs are not subtracted). Answers how many ads it wrote.
 */
async function shiftWindow(db: Executor, before: string, today: string) {
  const { rowCount: views } = await db.execute(sql`
    with gone as (
      select a.id, sum(c.count)::int as views
      from advertisements a
      join advertisement_daily_counts c on c.advertisement_id = a.id and c.type = 'view'
        and c.day >= ${windowStartOf(before)}::date and c.day < ${windowStartOf(today)}::date
      where a.deleted_at is null and a.views_30d > 0
      group by a.id
    )
    update advertisements target set views_30d = greatest(0, target.views_30d - gone.views)
    from gone where target.id = gone.id and gone.views > 0`);
  return (views ?? 0) + (await recount(db, sql`a.leads_30d > 0`, today));
}

/**
 * Keeps the list's 30-day counts current (issue 29), run after each roll-up: the ads with views rolled up or leads
 * arrived since the run before, and on the first run of a UTC day the day that left the window. Where the last
 * run stopped is stored (`advertisement_recent_counts_state`), locked while a run works and written with its
 * counts in one transaction: a restart or a second instance neither counts every ad again nor takes a day off
 * twice. Only a first run ever, or one after a whole window without any, counts every ad. Answers how many ads'
 * counts it wrote.
 */
export async function keepRecentCounts(db: Database, now = new Date()): Promise<number> {
  const today = isoDay(now);
  const changed = await db.transaction(async (tx) => {
    const { rows: states } = await tx.execute<{ day: string; events_from: string; leads_since: Date }>(sql`
      select to_char(day, 'YYYY-MM-DD') as day, events_from::text, leads_since
      from advertisement_recent_counts_state for update`);
    // Events below the first one still waiting for the roll-up are all counted: the next run starts there.
    const { rows } = await tx.execute<{ next: string }>(sql`
      select coalesce((select min(id) from advertisement_events where not rolled_up),
        (select max(id) + 1 from advertisement_events), 0)::text as next`);
    const next = rows[0]!.next;
    const state = states[0];
    let written: number;
    const moved = state ? daysBetween(state.day, today) : Infinity;
    // A whole window without a run, or a clock gone back: nothing kept can be built on.
    if (moved >= PERFORMANCE_RULES.listDays || moved < 0) written = await recount(tx, sql`true`, today);
    else
      written =
        (moved > 0 ? await shiftWindow(tx, state!.day, today) : 0) +
        (await recount(
          tx,
          sql`a.id in (
            select advertisement_id from advertisement_events
            where id >= ${state!.events_from}::bigint and id < ${next}::bigint and type = 'view' and not bot
            union select advertisement_id from leads where created_at >= ${new Date(state!.leads_since).toISOString()}::timestamptz)`,
          today,
        ));
    const leadsSince = new Date(now.getTime() - LEAD_COMMIT_SLACK_MILLISECONDS).toISOString();
    await tx.execute(sql`
      insert into advertisement_recent_counts_state (singleton, day, events_from, leads_since)
      values (true, ${today}::date, ${next}::bigint, ${leadsSince}::timestamptz)
      on conflict (singleton) do update set day = excluded.day, events_from = excluded.events_from,
        leads_since = excluded.leads_since`);
    return written;
  });
  if (changed > 0) forgetKept(db);
  return changed;
}
