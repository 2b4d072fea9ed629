import { drizzle } from 'drizzle-orm/node-postgres';
import type { PoolClient } from 'pg';
import { SHORT_ID_ALPHABET, SHORT_ID_LENGTH } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { buildIndexes, dropSecondaryIndexes } from '../../modules/advertisements/demo/index.ts';
import { recomputeSignalsOf } from '../../modules/signals/index.ts';

// `npm run seed -- --ads N` (the advertisements bench's 1,000,000): copies of the seeded demo's ads in bulk SQL,
// instead of N ads made one by one in Node and their signals computed one by one (20,000 ads in 377 s). Each copy
// is the vehicle its source ad describes (model, year, mileage, seats, price, texts, photos of the drawn pool),
// under its own id and short id, listed and changed at its own dates, its search words its own.

/**
 * Columns a copy gets of its own rather than from its source. `submitted_at` left null is set by the database's
 * trigger, as for any ad inserted waiting for review; feed columns left null: a copy belongs to no feed.
 */
const OWN_COLUMNS = new Set([
  'id',
  'version',
  'short_id',
  'search_text',
  'created_at',
  'updated_at',
  'published_at',
  'submitted_at',
  'stock_number',
  'feed_id',
  'feed_unpublished_at',
  'feed_row_digest',
  'views_30d',
  'leads_30d',
]);
const SIGNAL_COLUMNS = ['health_score', 'health_band', 'price_band', 'review_rank', 'signal_facts'];
/** From this many copies on, the table's secondary indexes are built after the load (see demo/index.ts). */
const REBUILD_INDEXES_FROM = 100_000;
const DAY_SECONDS = 86_400;

/**
 * A short id of the alphabet `generateShortId` draws from, each character from 16 random bits of `bytes`:
 * plain expressions, where a sub-select drawing each character cost a plan per row.
 */
const shortIdOf = (bytes: string) =>
  Array.from(
    { length: SHORT_ID_LENGTH },
    (_, index) =>
      `substr('${SHORT_ID_ALPHABET}', 1 + (get_byte(${bytes}, ${2 * index}) * 256 + get_byte(${bytes}, ${2 * index + 1})) % ${SHORT_ID_ALPHABET.length}, 1)`,
  ).join(' || ');

async function columnsCopied(client: PoolClient) {
  const { rows } = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_name = 'advertisements' and table_schema = 'public' and is_generated = 'NEVER'
      order by ordinal_position`,
  );
  return rows.map((row) => row.column_name).filter((name) => !OWN_COLUMNS.has(name));
}

/**
 * The ads copies are made of, numbered: the live ads whose signals are stored and whose photos are the drawn
 * pool's (an ad with photos of its own would make every copy a photo theft of it). With each, its search words
 * less its short id: a copy's are its own short id, then these (modules/advertisements/search-text.ts puts the
 * short id first), worked out once a source rather than once a copy. Answers how many there are.
 */
async function loadSources(client: PoolClient) {
  await client.query(`
    create temporary table copy_sources on commit drop as
    select row_number() over (order by id) - 1 as n, id,
           array_to_string(array_remove(string_to_array(search_text, ' '), lower(short_id)), ' ') as other_words
      from advertisements a
     where deleted_at is null and health_score is not null and review_rank is not null
       and not exists (select 1 from advertisement_photos p where p.advertisement_id = a.id)`);
  const { rows } = await client.query<{ count: number }>('select count(*)::int as count from copy_sources');
  return rows[0]!.count;
}

/** Inserts `count` copies, their sources taken in turn; answers how many were inserted (a short id taken: fewer). */
async function insertCopies(client: PoolClient, count: number, sources: number, copied: string[]) {
  // Random bytes drawn in a sub-select, which volatile expressions keep from being merged into the outer one.
  await client.query(`
    create temporary table copy_batch on commit drop as
    select id, source_id, ${shortIdOf('bytes')} as short_id, created_at, changed_share
      from (select gen_random_uuid() as id, s.id as source_id, decode(md5(random()::text), 'hex') as bytes,
                   now() - make_interval(secs => random() * 540 * ${DAY_SECONDS}) as created_at,
                   random() as changed_share
              from generate_series(0, ${count - 1}) g join copy_sources s on s.n = g % ${sources}) drawn`);
  const { rowCount } = await client.query(`
    with inserted as (
      insert into advertisements (id, version, short_id, search_text, created_at, updated_at, published_at,
                                  ${copied.join(', ')})
      select b.id, 1, b.short_id, concat_ws(' ', lower(b.short_id), nullif(s.other_words, '')), b.created_at,
             b.created_at + (now() - b.created_at) * b.changed_share,
             case when a.published_at is null then null
                  else b.created_at + (now() - b.created_at) * b.changed_share / 2 end,
             ${copied.map((name) => `a.${name}`).join(', ')}
        from copy_batch b join copy_sources s on s.id = b.source_id join advertisements a on a.id = b.source_id
      on conflict (short_id) do nothing
      returning id)
    insert into advertisement_copies select b.id, b.source_id from copy_batch b join inserted using (id)`);
  await client.query('drop table copy_batch');
  return rowCount ?? 0;
}

/**
 * Adds `total` copies of the demo's ads in one transaction; answers how many were added (0 without ads to copy).
 * Their signals are their sources' computed among the ads as they are after the load: a copy differs from its
 * source in nothing the signals read, and each comparable of one is a comparable of the other.
 */
export async function copyDemoAdvertisements(db: Database, total: number, log?: (line: string) => void) {
  const client = await db.$client.connect();
  const rebuild = total >= REBUILD_INDEXES_FROM;
  try {
    const copied = await columnsCopied(client);
    await client.query(`set gin_pending_list_limit = '1GB'`);
    if (!rebuild) await client.query('begin');
    const indexes = rebuild ? await dropSecondaryIndexes(client) : [];
    await client.query(`create temporary table advertisement_copies (id uuid primary key, source_id uuid not null)
                        on commit drop`);
    const sources = await loadSources(client);
    let inserted = 0;
    for (let round = 0; sources > 0 && inserted < total && round < 5; round++) {
      const added = await insertCopies(client, total - inserted, sources, copied);
      if (added === 0) break;
      inserted += added;
    }
    log?.(`advertisements: ${inserted} copied`);
    // The look-up of comparables walks its index, and the planner must know the table holds a million rows now.
    const [comparables, others] = splitIndexes(indexes);
    await buildIndexes(client, comparables);
    await client.query('analyze advertisements');
    const changed = await takeSourcesSignals(client);
    log?.(`advertisements: signals of the sources computed again, ${changed} copies' changed with them`);
    if (rebuild) log?.(`advertisements: building ${others.length} indexes`);
    await buildIndexes(client, others);
    if (!rebuild) await client.query(`select gin_clean_pending_list('advertisements_search_idx'::regclass)`);
    await client.query('commit');
    return inserted;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.query('reset all').catch(() => {});
    client.release();
  }
}

/** The comparables' index, built before the sources' signals are computed; the others, built after. */
const splitIndexes = (definitions: readonly string[]) => {
  const isComparables = (definition: string) => definition.includes('advertisements_comparables_idx');
  return [definitions.filter(isComparables), definitions.filter((definition) => !isComparables(definition))];
};

/**
 * Computes the copies' sources' signals afresh among all the ads, copies included, and gives them to the copies
 * of the sources whose signals moved (most do at a million: a band needs five comparables); answers how many.
 */
async function takeSourcesSignals(client: PoolClient) {
  await client.query(`create temporary table sources_before on commit drop as
      select id, ${SIGNAL_COLUMNS.join(', ')} from advertisements
       where id in (select distinct source_id from advertisement_copies)`);
  const { rows } = await client.query<{ id: string }>('select id from sources_before');
  await recomputeSignalsOf(
    drizzle(client, { schema }) as unknown as Database,
    rows.map((row) => row.id),
  );
  const { rowCount } = await client.query(`
      update advertisements c set ${SIGNAL_COLUMNS.map((name) => `${name} = s.${name}`).join(', ')}
        from advertisement_copies m join advertisements s on s.id = m.source_id
             join sources_before o on o.id = s.id
       where c.id = m.id
         and (${SIGNAL_COLUMNS.map((name) => `s.${name}`).join(', ')})
             is distinct from (${SIGNAL_COLUMNS.map((name) => `o.${name}`).join(', ')})`);
  return rowCount ?? 0;
}
