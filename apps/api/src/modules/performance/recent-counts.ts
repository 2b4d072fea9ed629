import { sql, type SQL } from 'drizzle-orm';
import { PERFORMANCE_RULES } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { forgetComparisons } from './comparisons.ts';

/** A lead may commit a little after the time it was stamped with: each run looks back this much further. */
const LEAD_COMMIT_SLACK_MILLISECONDS = 60_000;

/**
 * Counts again the views and leads of the last `PERFORMANCE_RULES.listDays` UTC days (today included) of the live
 * ads `ads` picks (a condition on `a`, the advertisements table), and writes those that changed into their
 * `views_30d` / `leads_30d`. Each ad reads its own daily counts by their primary key. Answers how many changed.
 */
export async function recountRecent(db: Database, ads: SQL = sql`true`): Promise<number> {
  const since = sql`((now() at time zone 'UTC')::date - ${PERFORMANCE_RULES.listDays - 1}::int)`;
  const { rowCount } = await db.execute(sql`
    with counted as (
      select a.id,
        coalesce((select sum(c.count) from advertisement_daily_counts c
          where c.advertisement_id = a.id and c.type = 'view' and c.day >= ${since}), 0)::int as views,
        (select count(*) from leads l
          where l.advertisement_id = a.id and l.created_at >= ${since} at time zone 'UTC')::int as leads
      from advertisements a where a.deleted_at is null and ${ads}
    )
    update advertisements target set views_30d = counted.views, leads_30d = counted.leads
    from counted
    where target.id = counted.id and (target.views_30d, target.leads_30d) is distinct from (counted.views, counted.leads)`);
  if (rowCount) forgetComparisons(db);
  return rowCount ?? 0;
}

/**
 * Keeps the list's 30-day counts current (issue 29), run after each roll-up. The first run of a process and the
 * first of each UTC day count every live ad again (the window moved: a day's views left it); the others only the
 * ads with views rolled up or leads arrived since the run before. Events below the first one still waiting for
 * the roll-up are all counted, so that is where the next run starts.
 */
function createRecentCounter(db: Database) {
  let state: { day: string; eventsFrom: number; leadsSince: Date } | null = null;

  return async function keepRecentCounts(now = new Date()): Promise<number> {
    const { rows } = await db.execute<{ next: string }>(sql`
      select coalesce((select min(id) from advertisement_events where not rolled_up),
        (select max(id) + 1 from advertisement_events), 0)::text as next`);
    const next = Number(rows[0]!.next);
    const day = now.toISOString().slice(0, 10);
    const changed =
      state && state.day === day
        ? await recountRecent(
            db,
            sql`a.id in (
              select advertisement_id from advertisement_events
              where id >= ${state.eventsFrom} and id < ${next} and type = 'view' and not bot
              union select advertisement_id from leads where created_at >= ${state.leadsSince.toISOString()}::timestamptz)`,
          )
        : await recountRecent(db);
    // Moved on only once counted: a failed run is repeated whole by the next.
    state = { day, eventsFrom: next, leadsSince: new Date(now.getTime() - LEAD_COMMIT_SLACK_MILLISECONDS) };
    return changed;
  };
}

const counters = new WeakMap<Database, ReturnType<typeof createRecentCounter>>();

/** The one counter of a database connection: where its last run stopped lives with it. */
export function recentCounterOf(db: Database) {
  let counter = counters.get(db);
  if (!counter) counters.set(db, (counter = createRecentCounter(db)));
  return counter;
}
