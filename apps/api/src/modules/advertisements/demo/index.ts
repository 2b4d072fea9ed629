import { count, getTableColumns } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import type { Database } from '../../../db/client.ts';
import { advertisements, type AdvertisementInsert } from '../../../db/schema/index.ts';
import type { Storage } from '../../../storage/index.ts';
import { activeDealers } from '../owners.ts';
import { randomSource } from '../../../lib/random-source.ts';
import { generateAdvertisement, loadMaterial } from './generate.ts';

/** Rows per INSERT, sent as one JSON parameter. */
const BATCH = 2_000;
/**
 * From this many rows on, the table's secondary indexes are dropped for the load and built again after it, in the
 * same transaction: building an index over a million rows at once is several times faster than updating twelve
 * indexes row by row. The table is locked meanwhile (a seeding command, not something to run under traffic); a
 * failed load rolls back with its indexes intact.
 */
const REBUILD_INDEXES_FROM = 100_000;

const COLUMN_NAMES = Object.fromEntries(
  Object.entries(getTableColumns(advertisements)).map(([key, column]) => [key, column.name]),
) as Record<keyof AdvertisementInsert, string>;

/** Rows keyed by column name, for json_populate_recordset. */
const asRecords = (rows: AdvertisementInsert[]) =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [COLUMN_NAMES[key as keyof AdvertisementInsert], value]),
    ),
  );

export const countAdvertisements = async (db: Database) =>
  Number((await db.select({ total: count() }).from(advertisements))[0]?.total ?? 0);

/**
 * Inserts `total` demo ads spread over every active dealer (the demo dealer gets a quarter, all of them when it is
 * the only one); photos come from a shared pool drawn once. Answers how many were inserted.
 */
export async function insertDemoAdvertisements(
  db: Database,
  storage: Storage,
  options: { total: number; demoDealer: string | null; seed: number; log?: (line: string) => void },
) {
  const dealers = await activeDealers(db);
  const material = await loadMaterial(db, storage, dealers, options.demoDealer);
  if (!material) {
    options.log?.('advertisements: no dealers or no brands and models to make ads of');
    return 0;
  }
  const random = randomSource(options.seed);
  // One connection, so the session setting below holds for every batch.
  const client = await db.$client.connect();
  const rebuild = options.total >= REBUILD_INDEXES_FROM;
  try {
    // Search index entries queue up and are merged once at the end: far faster than one merge per row.
    await client.query(`set gin_pending_list_limit = '1GB'`);
    const indexes = rebuild ? await dropSecondaryIndexes(client) : [];
    let index = 0;
    const nextBatch = (size: number) =>
      asRecords(Array.from({ length: size }, () => generateAdvertisement(material, random, index++)));
    let batch = nextBatch(Math.min(BATCH, options.total));
    const columns = Object.keys(batch[0] ?? {})
      .map((name) => `"${name}"`)
      .join(', ');
    // One JSON parameter per batch: no per-row SQL to build. A short id already taken (one in 10¹¹) just means
    // one row fewer, which the loop makes up.
    const insert = (records: object[]) =>
      client.query(
        `insert into advertisements (${columns})
         select ${columns} from json_populate_recordset(null::advertisements, $1::json)
         on conflict (short_id) do nothing`,
        [JSON.stringify(records)],
      );
    let inserted = 0;
    while (batch.length) {
      const running = insert(batch);
      // The next batch is made while the database stores this one.
      const remaining = options.total - inserted - BATCH;
      batch = remaining > 0 ? nextBatch(Math.min(BATCH, remaining)) : [];
      inserted += (await running).rowCount ?? 0;
      if (!batch.length && inserted < options.total) batch = nextBatch(options.total - inserted);
      if (options.total >= 10_000 && inserted % 10_000 < BATCH)
        options.log?.(`advertisements: ${inserted} of ${options.total}`);
    }
    if (rebuild) {
      options.log?.(`advertisements: building ${indexes.length} indexes`);
      await buildIndexes(client, indexes);
      await client.query('commit');
    } else {
      await client.query(`select gin_clean_pending_list('advertisements_search_idx'::regclass)`);
    }
    // Statistics for the planner, and the visibility map that lets counts read indexes alone.
    await client.query('vacuum (analyze) advertisements');
    return inserted;
  } catch (error) {
    if (rebuild) await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.query('reset all').catch(() => {});
    client.release();
  }
}

/** Builds the indexes `dropSecondaryIndexes` dropped, from the definitions it answered. */
export async function buildIndexes(client: PoolClient, definitions: readonly string[]) {
  await client.query(`set maintenance_work_mem = '256MB'`);
  for (const definition of definitions) await client.query(definition);
}

/** Opens a transaction, drops the table's indexes that back no constraint, and answers how to build them again. */
export async function dropSecondaryIndexes(client: PoolClient): Promise<string[]> {
  await client.query('begin');
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i
      where i.indrelid = 'advertisements'::regclass
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
  );
  for (const { name } of rows) await client.query(`drop index ${name}`);
  return rows.map((row) => row.definition);
}

export { plantReviewCases, PLANTED_SHORT_IDS } from './planted-texts.ts';
export { plantPhotoCases } from './planted-photos.ts';
export { demoPhotosJob, drawPlannedPhotos, planDemoPhotos } from './photo-job.ts';
export { drawOwnPhotos } from './own-photos.ts';
