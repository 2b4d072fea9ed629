import { sql, type SQL } from 'drizzle-orm';
import { PERFORMANCE_RULES, type StockPerformance } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { advertisements } from '../../db/schema/index.ts';
import { ownedByScope, type ScopedActor } from '../../lib/scope.ts';
import { dailySeries, sumCounts, windowBounds, windowCountsOf, windowOf } from './ad-performance.ts';

const LISTED = 10;
const round = (value: number | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

/**
 * Each ad in `scope` (a condition on the advertisements table's own columns) that was online in the window, with its views, leads, days online and its quartile of views a
 * day among published ads of its model and market, years ± 3 (null below ten of them): one statement, so a dealer
 * with hundreds of ads costs one round trip.
 */
function measuredStock(db: Database, scope: SQL, from: string, to: string, language: string) {
  const { start, end } = windowBounds(from, to);
  const counts = windowCountsOf('online', from, to);
  return db.execute<{
    id: string;
    short_id: string;
    title_text: string;
    status: string;
    days_online: number;
    views: number;
    leads: number;
    quartile: number | null;
  }>(sql`
    with online as (
      select id, short_id, model_id, region, year, status, views_30d, leads_30d, ${scope} as in_scope,
        coalesce(title ->> ${language}, title ->> lang, title ->> 'en', '') as title_text,
        greatest(0, ceil(extract(epoch from
          least(${end}, case when status = 'published' then now() else updated_at end) - greatest(published_at, ${start})
        ) / 86400))::int as days_online
      from advertisements
      where deleted_at is null and published_at is not null and published_at < ${end}
        -- Only what the stock is compared with: ads of its models in its markets.
        and (model_id, region) in (select model_id, region from advertisements where deleted_at is null and ${scope})
    ), measured as (
      -- Each ad's views counted once (a lateral, not a column read twice), and the CTE kept: it is read three times.
      select online.*, seen.views, seen.views::float / greatest(online.days_online, 1) as per_day
      from online cross join lateral (select ${counts.views} as views) seen
    ), alike as (
      -- The stock against the ads like each of its ads in one hash join on model and market: a lateral scan of
      -- every measured ad per ad of the stock took 24 s for a 500-ad dealer among 60,000 ads (issue 29's bench).
      -- Each ad meets itself, so none is lost, and the counts leave it out.
      select s.id, count(*) filter (where o.id <> s.id) as compared,
        count(*) filter (where o.per_day > s.per_day) as above,
        count(*) filter (where o.per_day = s.per_day and o.id <> s.id) as level
      from measured s
      join measured o on o.model_id = s.model_id and o.region = s.region
        and o.year between s.year - ${PERFORMANCE_RULES.yearSpan} and s.year + ${PERFORMANCE_RULES.yearSpan}
      where s.days_online > 0 and s.in_scope
      group by s.id
    )
    select s.id, s.short_id, s.title_text, s.status, s.days_online, s.views,
      (select count(*) from leads l where l.advertisement_id = s.id
        and l.created_at >= ${start} and l.created_at < ${end})::int as leads,
      case when alike.compared >= ${PERFORMANCE_RULES.similarMin}
        then least(4, floor((alike.above + alike.level / 2.0) / (alike.compared + 1) * 4) + 1)::int end as quartile
    from measured s join alike on alike.id = s.id`);
}

/** Median hours from arrival to first answer of the leads in the window, of the ads in `scope` or of all. */
async function firstResponseMedian(db: Database, scope: SQL | undefined, from: string, to: string) {
  const { start, end } = windowBounds(from, to);
  const { rows } = await db.execute<{ hours: number | null }>(sql`
    select percentile_cont(0.5) within group (order by extract(epoch from first_response_at - created_at) / 3600) as hours
    from leads
    where first_response_at is not null and created_at >= ${start} and created_at < ${end}
      ${scope ? sql`and advertisement_id in (select id from advertisements where ${scope})` : sql``}`);
  return round(rows[0]?.hours ?? null);
}

/** GET /advertisements/performance: the caller's stock (or one dealer's of it) over a window. */
export async function stockPerformanceOf(
  db: Database,
  actor: ScopedActor,
  query: { from?: string; to?: string; owner?: string },
  language: string,
): Promise<StockPerformance> {
  const { from, to } = windowOf(query);
  const scope = sql.join(
    [
      ownedByScope(db, actor, advertisements.ownerId) ?? sql`true`,
      query.owner ? sql`${advertisements.ownerId} = ${query.owner}` : sql`true`,
    ],
    sql` and `,
  );
  const [{ rows: stock }, series, yours, marketplace, waiting] = await Promise.all([
    measuredStock(db, scope, from, to, language),
    dailySeries(db, sql`advertisement_id in (select id from advertisements where ${scope})`, from, to),
    firstResponseMedian(db, scope, from, to),
    firstResponseMedian(db, undefined, from, to),
    db.execute<{
      id: string;
      receipt_id: string;
      kind: string;
      short_id: string | null;
      received_at: string;
      hours_waiting: number;
    }>(sql`
      select l.id, l.receipt_id, l.kind, a.short_id, to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as received_at,
        round((extract(epoch from now() - l.created_at) / 3600)::numeric, 1)::float as hours_waiting
      from leads l join advertisements a on a.id = l.advertisement_id
      where l.first_response_at is null and not l.is_spam and l.status in ('new', 'open')
        and a.id in (select id from advertisements where ${scope})
      order by l.created_at limit ${LISTED}`),
  ]);
  const line = (row: (typeof stock)[number]) => ({
    id: row.id,
    short_id: row.short_id,
    title_text: row.title_text,
    views: row.views,
    days_online: row.days_online,
  });
  const unseen = stock.filter((row) => row.status === 'published' && row.views === 0);
  const count = (quartile: number | null) => stock.filter((row) => row.quartile === quartile).length;
  return {
    from,
    to,
    ads: stock.length,
    series,
    totals: sumCounts(series),
    quartiles: { 1: count(1), 2: count(2), 3: count(3), 4: count(4), unrated: count(null) },
    viewed_without_leads: stock
      .filter((row) => row.leads === 0 && row.views > 0)
      .sort((a, b) => b.views - a.views)
      .slice(0, LISTED)
      .map(line),
    unseen: {
      count: unseen.length,
      items: unseen
        .sort((a, b) => b.days_online - a.days_online)
        .slice(0, LISTED)
        .map(line),
    },
    waiting_leads: waiting.rows,
    first_response_median_hours: { yours, marketplace },
  };
}
