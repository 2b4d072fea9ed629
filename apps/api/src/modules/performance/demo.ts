import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** Days of history the demo shows (issue 29): a quarter, so the charts have weeks to compare. */
const DEMO_DAYS = 90;

/**
 * Daily counts for every published or sold demo ad since it went online, up to now: a weekday rhythm
 * (weekends quieter), each ad's own appeal, one ad in forty that buyers rush to and one in forty that nobody opens,
 * and the funnel's usual shares (views of impressions, contacts and favourites of views), rounded by chance so small
 * counts still happen. Deterministic from the ads' ids, so reseeding draws the same charts. Answers the rows written.
 */
export async function seedDemoPerformance(db: Database): Promise<number> {
  const { rowCount } = await db.execute(sql`
    with ads as (
      select id, greatest(coalesce(published_at, created_at)::date, current_date - ${DEMO_DAYS}::int) as since,
        case abs(hashtext(id::text)) % 40 when 0 then 'rushed' when 1 then 'unseen' else 'usual' end as kind,
        0.5 + (abs(hashtext(id::text || 'appeal')) % 100) / 100.0 as appeal
      from advertisements where deleted_at is null and status in ('published', 'sold')
    ), days as (
      select ads.*, day::date as day,
        case extract(isodow from day) when 6 then 0.7 when 7 then 0.55 else 1.0 end
          -- Today so far: the chart's last day does not fall to nothing.
          * case when day::date = current_date
              then extract(epoch from now() - current_date::timestamptz) / 86400 else 1 end as rhythm,
        (abs(hashtext(ads.id::text || day::text)) % 1000) / 1000.0 as chance
      from ads, generate_series(ads.since, current_date, interval '1 day') as day
    ), shown as (
      select id, day, kind, chance,
        floor((case kind when 'rushed' then 160 when 'unseen' then 6 else 35 end)
          * appeal * rhythm * (0.6 + 0.8 * chance) + chance)::int as impressions
      from days
    ), opened as (
      select id, day, chance, impressions,
        case kind when 'unseen' then 0
          else floor(impressions * (case kind when 'rushed' then 0.24 else 0.12 end) * (0.7 + 0.6 * chance) + chance)::int
        end as views
      from shown
    ), counted as (
      select id, day, 'impression' as type, impressions as count from opened
      union all select id, day, 'view', views from opened
      union all select id, day, 'contact_click', floor(views * 0.06 + chance)::int from opened
      union all select id, day, 'phone_reveal', floor(views * 0.04 + (1 - chance))::int from opened
      union all select id, day, 'favorite', floor(views * 0.05 + abs(0.5 - chance))::int from opened
    )
    insert into advertisement_daily_counts (advertisement_id, day, type, count, bot_count)
    select id, day, type, count, floor(count * 0.06)::int from counted where count > 0
    on conflict do nothing`);
  return rowCount ?? 0;
}
