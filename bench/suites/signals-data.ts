import type pg from 'pg';

// The signals bench's data (issue 27), built in bulk SQL on the seeded demo: ads copied from the demo's (their
// texts, models, owners, stored signals), each with photos of its own, accepted and fingerprinted, in the photo
// index, and the pairs of photos near one another stored as each photo's look-up would have stored them. Every third
// ad shares its first photo with the two next to it, so the look-up finds something. The photos' hashes collide on
// the look-up's bands as drawn photos' do (modules/signals/bench/hashes.ts).

/** Columns filled here rather than copied from the demo ad an ad is made from. */
const OWN_COLUMNS = new Set([
  'id',
  'short_id',
  'media',
  'stock_number',
  'feed_id',
  'feed_row_digest',
  'year',
  'price_minor',
  'mileage',
  'created_at',
  'updated_at',
]);

/** Photo p of ad g takes hash n of `bench_hashes`; the first photo of every three ads in a row, the same one. */
const HASH = `(select h.hash from bench_hashes h
                where h.n = case when p = 0 then (b.g / 3) * 3 * $1::int else b.g * $1::int + p end)`;
const HASH_BATCH = 50_000;

/** The hashes into a temporary table, numbered from 0. */
async function loadHashes(client: pg.Client, hashes: readonly string[]) {
  await client.query(
    'create temporary table bench_hashes (n int primary key, hash bigint not null) on commit drop',
  );
  for (let start = 0; start < hashes.length; start += HASH_BATCH)
    await client.query(
      'insert into bench_hashes select n - 1 + $2::int, hash from unnest($1::bigint[]) with ordinality as h(hash, n)',
      [hashes.slice(start, start + HASH_BATCH), start],
    );
}

/**
 * Adds ads until there are `total`, each with as many fingerprinted photos as make `photos` in all (the demo's own
 * aside), their hashes taken in turn from what `hashesFor(count)` gives; answers the seconds it took.
 */
export async function seedSignalsData(
  client: pg.Client,
  total: number,
  photos: number,
  hashesFor: (count: number) => Promise<string[]>,
) {
  const started = performance.now();
  const { rows } = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_name = 'advertisements' and table_schema = 'public' and is_generated = 'NEVER'
      order by ordinal_position`,
  );
  const copied = rows.map((row) => row.column_name).filter((name) => !OWN_COLUMNS.has(name));
  const existing = Number(
    (await client.query<{ count: string }>('select count(*) from advertisements')).rows[0]!.count,
  );
  const adding = total - existing;
  if (adding <= 0) return 0;
  const photosPerAd = Math.ceil(photos / adding);
  const hashes = await hashesFor(adding * photosPerAd);
  await client.query('begin');
  await loadHashes(client, hashes);
  await client.query(`
    create temporary table bench_ads on commit drop as
    select g, gen_random_uuid() as id, upper(substr(md5('signals-bench-' || g), 1, 10)) as short_id,
           base.id as base_id, base.owner_id
      from generate_series(0, ${adding - 1}) g
      join (select row_number() over (order by id) - 1 as n, id, owner_id from advertisements
             where deleted_at is null) base
        on base.n = g % (select count(*) from advertisements where deleted_at is null)`);
  // Photo p of ad g; the first photo of every three ads in a row is the same photo.
  await client.query(
    `
    insert into upload_keys (key, owner_id, namespace, content_type, max_bytes, expires_at, status,
                             accepted_by_entity, accepted_at, thumbnail_key, width, height, photo_hash, sharpness)
    select 'advertisements/signals-bench/' || b.g || '/' || p || '.jpg', b.owner_id, 'advertisements',
           'image/jpeg', 20000000, now(), 'accepted', 'advertisements:' || b.id,
           now() - (b.g || ' seconds')::interval,
           'images/thumbs/signals-bench/' || b.g || '/' || p || '.webp', 1600, 1200,
           ${HASH}, 800
      from bench_ads b, generate_series(0, ${photosPerAd - 1}) p`,
    [photosPerAd],
  );
  await client.query(`
    insert into advertisements (id, short_id, media, year, price_minor, mileage, created_at, updated_at,
                                ${copied.join(', ')})
    select b.id, b.short_id,
           (select jsonb_agg(jsonb_build_object('id', gen_random_uuid(),
                   'key', 'advertisements/signals-bench/' || b.g || '/' || p || '.jpg',
                   'thumbnailKey', 'images/thumbs/signals-bench/' || b.g || '/' || p || '.webp',
                   'isCover', p = 0) order by p)
              from generate_series(0, ${photosPerAd - 1}) p),
           a.year - (b.g % 4), (a.price_minor * (0.7 + (b.g % 61) / 100.0))::bigint,
           case when a.mileage is null then null else a.mileage + (b.g % 50) * 5000 end,
           now() - (b.g || ' seconds')::interval, now() - (b.g || ' seconds')::interval,
           ${copied.map((name) => `a.${name}`).join(', ')}
      from bench_ads b join advertisements a on a.id = b.base_id`);
  // PostgreSQL cuts the bands (generated columns, lib/photo-bands.ts), as for every photo the app indexes. Looked up:
  // the pairs they make are stored next, in bulk (modules/signals/bench/pairs.ts).
  await client.query(`
    insert into advertisement_photos (advertisement_id, key, hash, added_at, looked_up_at)
    select a.id, u.key, u.photo_hash, u.accepted_at, now()
      from bench_ads b join upload_keys u on u.accepted_by_entity = 'advertisements:' || b.id
                       join advertisements a on a.id = b.id`);
  await client.query('commit');
  // Index-only scans need the visibility map, as a database that has run a while has it.
  for (const table of ['advertisements', 'upload_keys', 'advertisement_photos'])
    await client.query(`vacuum analyze ${table}`);
  return (performance.now() - started) / 1000;
}

/** Up to `count` published ads made here, spread over the whole set: the ads whose signals are read. */
export async function benchAdIds(client: pg.Client, count: number) {
  const { rows } = await client.query<{ id: string }>(
    `select id from advertisements
      where status = 'published' and deleted_at is null
        and media -> 0 ->> 'key' like 'advertisements/signals-bench/%'
      order by md5(id::text) limit $1`,
    [count],
  );
  return rows.map((row) => row.id);
}
