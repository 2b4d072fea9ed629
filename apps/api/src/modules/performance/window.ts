import { sql } from 'drizzle-orm';
import { daysBetween, PERFORMANCE_RULES } from '@coachyard/contract';

const DAY_MILLISECONDS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The window asked for, else the last `defaultDays` days up to today (UTC). */
export function windowOf(query: { from?: string; to?: string }, now = new Date()) {
  const to =
    query.to ??
    (query.from
      ? isoDay(
          new Date(
            Math.min(
              Date.parse(query.from) + (PERFORMANCE_RULES.defaultDays - 1) * DAY_MILLISECONDS,
              now.getTime(),
            ),
          ),
        )
      : isoDay(now));
  const from =
    query.from ?? isoDay(new Date(Date.parse(to) - (PERFORMANCE_RULES.defaultDays - 1) * DAY_MILLISECONDS));
  return { from, to };
}

/**
 * Views and leads of the ads of `alias` (a row of advertisements) in the window. For the last `listDays` days up to
 * today, what the roll-up keeps in each ad's `views_30d` / `leads_30d` (modules/performance/recent-counts.ts, run
 * with it); for any other window, counted from the daily counts and the leads. A rating compares hundreds or
 * thousands of ads: summing each one's days cost 0.2–0.4 ms an ad on 100,000 ads (bench/RESULTS.md, issue 29).
 */
export function windowCountsOf(alias: string, from: string, to: string, now = new Date()) {
  const ad = sql.raw(alias);
  if (to === isoDay(now) && daysBetween(from, to) + 1 === PERFORMANCE_RULES.listDays)
    return { views: sql`${ad}.views_30d`, leads: sql`${ad}.leads_30d` };
  const { start, end } = windowBounds(from, to);
  return {
    views: sql`coalesce((select sum(c.count) from advertisement_daily_counts c where c.advertisement_id = ${ad}.id
      and c.type = 'view' and c.day between ${from}::date and ${to}::date), 0)::int`,
    leads: sql`(select count(*) from leads l where l.advertisement_id = ${ad}.id
      and l.created_at >= ${start} and l.created_at < ${end})::int`,
  };
}

/** The window's first instant and the instant after its last day, in UTC. */
export const windowBounds = (from: string, to: string) => ({
  start: sql`(${from}::date at time zone 'UTC')`,
  end: sql`((${to}::date + interval '1 day') at time zone 'UTC')`,
});

/** The window's first instant and the instant after its last day, in epoch milliseconds (UTC). */
export const windowInstants = (from: string, to: string) => ({
  start: Date.parse(`${from}T00:00:00Z`),
  end: Date.parse(`${to}T00:00:00Z`) + DAY_MILLISECONDS,
});

/** When an ad went online and, unless it is still published, when it left (its last change), in epoch ms. */
export interface OnlineSpan {
  publishedAt: number;
  leftAt: number | null;
}

/** An `OnlineSpan` as a statement's columns `published_ms` and `left_ms`, over the ads' table named `alias`. */
export function onlineSpanColumnsOf(alias: string) {
  const ad = sql.raw(alias);
  return sql`(extract(epoch from ${ad}.published_at) * 1000)::float8 as published_ms,
      case when ${ad}.status <> 'published' then (extract(epoch from ${ad}.updated_at) * 1000)::float8 end as left_ms`;
}
// A type, not an interface: a statement's row type must be indexable.
export type OnlineSpanColumns = {
  published_ms: number;
  left_ms: number | null;
};

/**
 * Whole days (the last one begun) an ad was online in the window: from its publication or the window's start to
 * the window's end, or to now or to when it left the site if earlier. The ad's status history lives in the audit
 * trail, too costly to read here, so an ad that left is taken as online until its last change.
 */
export function daysOnline(ad: OnlineSpan, window: { start: number; end: number }, now: number) {
  const until = Math.min(window.end, ad.leftAt ?? now);
  return Math.max(0, Math.ceil((until - Math.max(ad.publishedAt, window.start)) / DAY_MILLISECONDS));
}

/**
 * The last instant `daysOnline` answers what it answers at `now`: an ad still online gains a day just after each
 * whole day from its start in the window; one that left, or a window that has ended, never changes.
 */
export function daysOnlineHoldUntil(ad: OnlineSpan, window: { start: number; end: number }, now: number) {
  if (ad.leftAt !== null || now >= window.end) return Infinity;
  const from = Math.max(ad.publishedAt, window.start);
  return Math.min(window.end, from + Math.ceil((now - from) / DAY_MILLISECONDS) * DAY_MILLISECONDS);
}
