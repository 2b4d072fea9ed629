import { sql, type SQL } from 'drizzle-orm';
import {
  daysBetween,
  PERFORMANCE_RULES,
  type AdvertisementPerformance,
  type PerformanceCounts,
} from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { alikeIn, comparisonGroups, modelMarketKey } from './comparisons.ts';
import { quartileOf } from './quartile.ts';
import { daysOnline, windowBounds, windowInstants, windowOf, type OnlineSpan } from './window.ts';

/** What an ad's performance is judged from: the stored ad. */
export interface MeasuredAd {
  id: string;
  modelId: string;
  region: string;
  year: number;
  status: string;
  publishedAt: Date | null;
  updatedAt: Date;
}

type DailyRow = PerformanceCounts & { day: string };

/**
 * Each day of the window with the counted events and the leads of the ads `ads` picks (a condition on
 * `advertisement_id`): the daily counts the roll-up keeps, and the leads of the three inboxes that name them.
 */
export async function dailySeries(db: Database, ads: SQL, from: string, to: string): Promise<DailyRow[]> {
  const { start, end } = windowBounds(from, to);
  // Counted where the ads are picked, then laid on the days: a condition with a subquery (a dealer's ads) in the
  // outer join's own condition cannot become a join, and was checked against every daily count of every ad (2 s on
  // 30,000 ads × 365 days, issue 29's bench).
  const { rows } = await db.execute<DailyRow>(sql`
    with counted as (
      select c.day,
        sum(c.count) filter (where c.type = 'impression') as impressions,
        sum(c.count) filter (where c.type = 'view') as views,
        sum(c.count) filter (where c.type = 'contact_click') as contact_clicks,
        sum(c.count) filter (where c.type = 'phone_reveal') as phone_reveals,
        sum(c.count) filter (where c.type = 'favorite') as favorites
      from advertisement_daily_counts c
      where ${ads} and c.day between ${from}::date and ${to}::date
      group by c.day
    ), asked as (
      select (created_at at time zone 'UTC')::date as day, count(*) as leads
      from leads where ${ads} and created_at >= ${start} and created_at < ${end}
      group by 1
    )
    select to_char(series.day_start, 'YYYY-MM-DD') as day,
      coalesce(counted.impressions, 0)::int as impressions,
      coalesce(counted.views, 0)::int as views,
      coalesce(counted.contact_clicks, 0)::int as contact_clicks,
      coalesce(counted.phone_reveals, 0)::int as phone_reveals,
      coalesce(counted.favorites, 0)::int as favorites,
      coalesce(asked.leads, 0)::int as leads
    from generate_series(${from}::date, ${to}::date, interval '1 day') as series(day_start)
    left join counted on counted.day = series.day_start::date
    left join asked on asked.day = series.day_start::date
    order by series.day_start`);
  return rows;
}

/** The window's totals of a daily series. */
export const sumCounts = (series: readonly PerformanceCounts[]) =>
  series.reduce<PerformanceCounts>(
    (sum, row) => ({
      impressions: sum.impressions + row.impressions,
      views: sum.views + row.views,
      contact_clicks: sum.contact_clicks + row.contact_clicks,
      phone_reveals: sum.phone_reveals + row.phone_reveals,
      favorites: sum.favorites + row.favorites,
      leads: sum.leads + row.leads,
    }),
    { impressions: 0, views: 0, contact_clicks: 0, phone_reveals: 0, favorites: 0, leads: 0 },
  );

async function firstResponseMedianHours(db: Database, adId: string, from: string, to: string) {
  const { rows } = await db.execute<{ hours: number | null }>(sql`
    select percentile_cont(0.5) within group (order by extract(epoch from first_response_at - created_at) / 3600) as hours
    from leads where advertisement_id = ${adId} and first_response_at is not null
      and created_at >= ${from}::date at time zone 'UTC'
      and created_at < (${to}::date + interval '1 day') at time zone 'UTC'`);
  const hours = rows[0]?.hours;
  return hours === null || hours === undefined ? null : Math.round(Number(hours) * 10) / 10;
}

const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : null);

/** GET /advertisements/{id}/performance: the ad's window, its funnel and its standing among similar ads. */
export async function performanceOf(
  db: Database,
  ad: MeasuredAd,
  query: { from?: string; to?: string },
): Promise<AdvertisementPerformance> {
  const { from, to } = windowOf(query);
  const [series, groups, firstResponse] = await Promise.all([
    dailySeries(db, sql`advertisement_id = ${ad.id}`, from, to),
    comparisonGroups(db, from, to, [ad]),
    firstResponseMedianHours(db, ad.id, from, to),
  ]);
  const totals = sumCounts(series);
  const window = windowInstants(from, to);
  const now = Date.now();
  const measureOf = (row: OnlineSpan & { views: number; leads: number }) => {
    const days = daysOnline(row, window, now);
    return {
      days,
      viewsPerDay: days > 0 ? row.views / days : null,
      leadsPerView: row.views > 0 ? row.leads / row.views : null,
    };
  };
  // The others as the last roll-up left them; the ad itself as it stands now, its counts those of its series.
  const others = alikeIn(groups.get(modelMarketKey(ad)), ad.year)
    .filter((other) => other.id !== ad.id)
    .map(measureOf);
  const own = ad.publishedAt
    ? measureOf({
        publishedAt: ad.publishedAt.getTime(),
        leftAt: ad.status === 'published' ? null : ad.updatedAt.getTime(),
        views: totals.views,
        leads: totals.leads,
      })
    : undefined;
  const measures = own ? [...others, own] : others;
  const compared = others.length;
  const enough = compared >= PERFORMANCE_RULES.similarMin;
  const standing = (pick: (row: (typeof measures)[number]) => number | null) => {
    const value = own ? pick(own) : null;
    const rounded = value === null ? null : Math.round(value * 1000) / 1000;
    return { value: rounded, quartile: enough ? quartileOf(value, measures.map(pick)) : null };
  };
  return {
    from,
    to,
    series,
    totals,
    funnel: {
      view_rate: share(totals.views, totals.impressions),
      contact_rate: share(totals.contact_clicks + totals.phone_reveals, totals.views),
      lead_rate: share(totals.leads, totals.views),
    },
    days_online: own ? Math.min(own.days, daysBetween(from, to) + 1) : 0,
    first_response_median_hours: firstResponse,
    rating: {
      compared,
      enough,
      views_per_day: standing((row) => row.viewsPerDay),
      leads_per_view: standing((row) => row.leadsPerView),
    },
  };
}
