import { sql, type SQL } from 'drizzle-orm';
import { PERFORMANCE_RULES, type StockPerformance } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { advertisements } from '../../db/schema/index.ts';
import { ownedByScope, type ScopedActor } from '../../lib/scope.ts';
import { dailySeries, sumCounts } from './ad-performance.ts';
import { keptOf } from './kept.ts';
import { comparisonGroups, modelMarketKey, standingIn, viewsPerDay } from './comparisons.ts';
import {
  daysOnline,
  onlineSpanColumnsOf,
  windowBounds,
  windowCountsOf,
  windowInstants,
  windowOf,
  type OnlineSpanColumns,
} from './window.ts';

const LISTED = 10;
const round = (value: number | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

/** Stocks at once: as many as the series kept. */
const MAX_STOCKS = 2_000;

/**
 * The rows of a caller's stock (per scope, dealer asked for, window and language), kept between roll-ups and
 * cleared by ad and lead writes: reading a 500-ad stock's rows, one heap page an ad, was most of the database's
 * work for a dealer screen once its ratings were kept (bench/RESULTS.md, issue 29). Days online and quartiles are
 * worked out at each request, so they are those of its instant.
 */
export const stockRowsOf = (db: Database) =>
  keptOf<Awaited<ReturnType<typeof stockRows>>>(db, 'stock rows', MAX_STOCKS);

/** Each ad in `scope` (a condition on the advertisements table's own columns) published before the window's end. */
async function stockRows(db: Database, scope: SQL, from: string, to: string, language: string) {
  const { start, end } = windowBounds(from, to);
  const counts = windowCountsOf('advertisements', from, to);
  const { rows } = await db.execute<
    {
      id: string;
      short_id: string;
      title_text: string;
      status: string;
      model_id: string;
      region: string;
      year: number;
      views: number;
      leads: number;
    } & OnlineSpanColumns
  >(sql`
    select id, short_id, status, model_id, region, year,
      coalesce(title ->> ${language}, title ->> lang, title ->> 'en', '') as title_text,
      ${onlineSpanColumnsOf('advertisements')},
      ${counts.views} as views,
      (select count(*) from leads l where l.advertisement_id = advertisements.id
        and l.created_at >= ${start} and l.created_at < ${end})::int as leads
    from advertisements
    where published_at is not null and published_at < ${end} and ${scope}`);
  return rows;
}

/**
 * Each ad of the stock (kept under `key`) that was online in the window, with its views, leads and days online.
 * Its quartile of views a day among the published ads of its model and market, years ± 3, comes from their groups
 * (./comparisons.ts): null below ten of them.
 */
async function measuredStock(
  db: Database,
  key: string,
  scope: SQL,
  from: string,
  to: string,
  language: string,
) {
  const rows = await stockRowsOf(db).get(key, () => stockRows(db, scope, from, to, language));
  const window = windowInstants(from, to);
  const now = Date.now();
  const stock = rows
    .map((row) => ({
      ...row,
      days_online: daysOnline({ publishedAt: row.published_ms, leftAt: row.left_ms }, window, now),
    }))
    .filter((row) => row.days_online > 0);
  const groups = await comparisonGroups(
    db,
    from,
    to,
    stock.map((row) => ({ modelId: row.model_id, region: row.region })),
  );
  return stock.map((row) => {
    const { compared, above, level } = standingIn(
      groups.get(modelMarketKey({ modelId: row.model_id, region: row.region })),
      row,
      viewsPerDay(row.views, row.days_online),
      window,
      now,
    );
    const quartile =
      compared >= PERFORMANCE_RULES.similarMin
        ? Math.min(4, Math.floor(((above + level / 2) / (compared + 1)) * 4) + 1)
        : null;
    return { ...row, quartile };
  });
}

/** Screens at once: a few hundred dealers and staff, each with a window or two. */
const MAX_SERIES = 2_000;

/**
 * The daily series of a caller's stock (per scope, dealer asked for and window), kept between roll-ups: summing
 * 500 ads' 30 days of counts was most of a dealer screen's cost once its ratings came from kept groups.
 */
export const stockSeriesOf = (db: Database) =>
  keptOf<Awaited<ReturnType<typeof dailySeries>>>(db, 'stock series', MAX_SERIES);

/**
 * The marketplace's first-response median per window, the same for every screen and a read of every lead of the
 * window: kept like the groups, and cleared by leads' writes too (an answer sets a first response).
 */
export const marketplaceMedianOf = (db: Database) => keptOf<number | null>(db, 'marketplace median', 100);

/** Median hours from arrival to first answer of the leads in the window, of the ads in `scope` or of all. */
async function firstResponseMedian(db: Database, scope: SQL | undefined, from: string, to: string) {
  const { start, end } = windowBounds(from, to);
  const { rows } = await db.execute<{ hours: number | null }>(sql`
    select percentile_cont(0.5) within group (order by extract(epoch from first_response_at - created_at) / 3600) as hours
    from leads
    where first_response_at is not null and created_at >= ${start} and created_at < ${end}
      ${
        scope
          ? sql`and advertisement_id in (select id from advertisements where ${scope})`
          : // The marketplace's without deleted ads' leads either, so the two medians compare alike.
            sql`and not exists (select 1 from advertisements a where a.id = leads.advertisement_id and a.deleted_at is not null)`
      }`);
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
  // A deleted ad counts nowhere on the screen, in none of its statements; sold and archived ones count for the days
  // they were online (their counts stop when they leave the site).
  const scope = sql.join(
    [
      sql`${advertisements.deletedAt} is null`,
      ownedByScope(db, actor, advertisements.ownerId) ?? sql`true`,
      query.owner ? sql`${advertisements.ownerId} = ${query.owner}` : sql`true`,
    ],
    sql` and `,
  );
  const key = `${actor.role}|${actor.id}|${query.owner ?? ''}|${from}|${to}`;
  const [stock, series, yours, marketplace, waiting] = await Promise.all([
    measuredStock(db, `${key}|${language}`, scope, from, to, language),
    stockSeriesOf(db).get(key, () =>
      dailySeries(db, sql`advertisement_id in (select id from advertisements where ${scope})`, from, to),
    ),
    firstResponseMedian(db, scope, from, to),
    marketplaceMedianOf(db).get(`${from}|${to}`, () => firstResponseMedian(db, undefined, from, to)),
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
