import pg from 'pg';

// Issue 29's bench data: a year of daily counts for every ad, and one dealer with exactly 500 ads.

export const ROLLUP_DAYS = Number(process.env.BENCH_PERFORMANCE_DAYS ?? 365);
export const DEALER_ADS = 500;
/** Every ad is shown in result lists and opened on every day of the year: the densest rollups a year can hold. */
const DAILY_TYPES = ['impression', 'view'];
const PRIMARY_KEY = 'advertisement_daily_counts_advertisement_id_day_type_pk';

/**
 * ROLLUP_DAYS of daily counts for every ad that has none yet (the demo ads keep their 90 plausible days), in one
 * set-based insert with the primary key built once afterwards, as a bulk load should. The counts vary by ad, day
 * and weekday so no two ads are alike. Answers the rows added and the seconds it took.
 */
export async function seedYearOfRollups(client: pg.Client) {
  const started = Date.now();
  // In one transaction: the roll-up job, which needs the key for its upsert, waits for it instead of failing.
  await client.query('begin');
  await client.query(`set local maintenance_work_mem = '512MB'`);
  await client.query(`alter table advertisement_daily_counts drop constraint ${PRIMARY_KEY}`);
  const { rowCount } = await client.query(
    `insert into advertisement_daily_counts (advertisement_id, day, type, count, bot_count)
     select ad.id, day.at::date, kind.type,
       (kind.factor * (1 + (ad.n * 7 + day.k * 13 + extract(isodow from day.at)::int * 5) % 17))::int,
       (ad.n + day.k) % 3
     from (select id, row_number() over (order by id) as n from advertisements a
           where not exists (select 1 from advertisement_daily_counts c where c.advertisement_id = a.id)) ad
     cross join generate_series(current_date - ($1::int - 1), current_date, interval '1 day') with ordinality as day(at, k)
     cross join unnest($2::text[]) with ordinality as kind(type, factor)
     order by ad.id, day.at, kind.type`,
    [ROLLUP_DAYS, DAILY_TYPES],
  );
  await client.query(
    `alter table advertisement_daily_counts add constraint ${PRIMARY_KEY} primary key (advertisement_id, day, type)`,
  );
  // The last 30 days' views of each ad, as the roll-up's first run of a day counts them again (set-based here).
  await client.query(
    `update advertisements a set views_30d = c.views
     from (select advertisement_id, sum(count)::int as views from advertisement_daily_counts
           where type = 'view' and day >= (now() at time zone 'UTC')::date - 29 group by advertisement_id) c
     where a.id = c.advertisement_id and a.views_30d is distinct from c.views`,
  );
  await client.query('commit');
  await client.query('vacuum analyze advertisement_daily_counts');
  await client.query('vacuum analyze advertisements');
  // The bulk load's own checkpoint (gigabytes of WAL) would otherwise land in the intake's 8 seconds: measure the
  // intake as it runs day to day, not in the wake of a 72-million-row load.
  await client.query('checkpoint');
  return { rows: rowCount ?? 0, seconds: (Date.now() - started) / 1000 };
}

/**
 * The dealer (not the demo dealer) with the most ads, given exactly DEALER_ADS live ones: its others go to the
 * demo dealer, or the demo dealer's come to it when it has fewer. Answers its id.
 */
export async function dealerWith500Ads(client: pg.Client, demoDealerEmail: string) {
  const [demo] = (
    await client.query<{ id: string }>(`select id from users where email_address = $1`, [demoDealerEmail])
  ).rows;
  const [dealer] = (
    await client.query<{ id: string }>(
      `select a.owner_id as id from advertisements a join users u on u.id = a.owner_id
        where u.role = 'DEALER' and u.id <> $1 and a.deleted_at is null
        group by a.owner_id order by count(*) desc limit 1`,
      [demo!.id],
    )
  ).rows;
  const liveOf = (owner: string) =>
    `select id from advertisements where owner_id = ${owner} and deleted_at is null order by id`;
  await client.query(
    `update advertisements set owner_id = $2 where owner_id = $1 and id not in (${liveOf('$1')} limit ${DEALER_ADS})`,
    [dealer!.id, demo!.id],
  );
  await client.query(
    `update advertisements set owner_id = $1 where id in (${liveOf('$2')} limit greatest(0, ${DEALER_ADS} -
       (select count(*) from advertisements where owner_id = $1 and deleted_at is null)))`,
    [dealer!.id, demo!.id],
  );
  await client.query('analyze advertisements');
  return dealer!.id;
}

/** A published ad of `owner` among the most ads of its model and market: the widest comparison a rating makes. */
export async function mostComparedAd(client: pg.Client, owner: string) {
  const { rows } = await client.query<{ id: string; compared: number }>(
    `select a.id, (select count(*)::int from advertisements o where o.model_id = a.model_id and o.region = a.region
        and o.published_at is not null and o.deleted_at is null and o.year between a.year - 3 and a.year + 3) as compared
     from advertisements a where a.owner_id = $1 and a.status = 'published' and a.deleted_at is null
     order by compared desc limit 1`,
    [owner],
  );
  return rows[0]!;
}

/** `count` short ids of published ads, for the public site's events. */
export async function publishedShortIds(client: pg.Client, count: number) {
  const { rows } = await client.query<{ short_id: string }>(
    `select short_id from advertisements where status = 'published' and deleted_at is null order by id limit $1`,
    [count],
  );
  return rows.map((row) => row.short_id);
}

/** Waits (a minute at most) until the roll-up job has counted every event: what the reads then see is settled. */
export async function rolledUp(client: pg.Client) {
  for (let waited = 0; waited < 60_000; waited += 500) {
    const { rows } = await client.query<{ waiting: boolean }>(
      'select exists (select 1 from advertisement_events where not rolled_up) as waiting',
    );
    if (!rows[0]!.waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
