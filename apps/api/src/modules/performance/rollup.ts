import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { forgetKept } from './kept.ts';
import { keepRecentCounts } from './recent-counts.ts';

/** Events counted per run at the most: a run stays short however far behind it starts. */
const ROLLUP_BATCH = 50_000;

/**
 * Counts waiting events into each ad's daily counts (issue 29): one statement marks the events it takes and adds
 * them to their (ad, day, type) counts, so both are committed or neither is — a run repeated after a crash, or two
 * runs at once (each skips the other's rows), count each event once. Answers how many events it took.
 */
export async function rollUpEvents(db: Database): Promise<number> {
  const { rows } = await db.execute<{ taken: number }>(sql`
    with taken as (
      update advertisement_events set rolled_up = true
      where id in (
        select id from advertisement_events where not rolled_up
        order by id limit ${ROLLUP_BATCH} for update skip locked
      )
      returning advertisement_id, day, type, bot
    ), counted as (
      insert into advertisement_daily_counts as daily (advertisement_id, day, type, count, bot_count)
      select advertisement_id, day, type, count(*) filter (where not bot), count(*) filter (where bot)
      from taken group by advertisement_id, day, type
      on conflict (advertisement_id, day, type) do update
        set count = daily.count + excluded.count, bot_count = daily.bot_count + excluded.bot_count
    )
    select count(*)::int as taken from taken`);
  const taken = rows[0]?.taken ?? 0;
  // Other windows than the last 30 days sum the daily counts: their ratings change with them.
  if (taken > 0) forgetKept(db);
  return taken;
}

/** Removes raw events older than `retentionDays` (their daily counts stay); answers how many. */
export async function removeExpiredEvents(db: Database, retentionDays: number): Promise<number> {
  const { rowCount } = await db.$client.query(
    `delete from advertisement_events where occurred_at < now() - make_interval(days => $1) and rolled_up`,
    [retentionDays],
  );
  return rowCount ?? 0;
}

/**
 * The roll-up job's run: the events into their daily counts, then each touched ad's counts of the last 30 days
 * (what the list sorts by and the default window's ratings read). Answers how many ads' 30-day counts moved.
 */
export async function rollUpAndRecount(db: Database) {
  await rollUpEvents(db);
  return keepRecentCounts(db);
}
