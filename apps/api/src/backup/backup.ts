import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type pg from 'pg';
import { contentTypeOfKey } from '../storage/keys.ts';
import type { Storage } from '../storage/storage.ts';
import { StartupError } from '../startup/startup-error.ts';

/**
 * A backup is a folder: manifest.json, one file per table in PostgreSQL's COPY text format, and media/ with
 * every stored image. The tables are read in one read-only snapshot (repeatable read), so the copy is
 * consistent while the app keeps running; the schema is not copied, because the migrations that come with the
 * same version of the app rebuild it exactly (the manifest records which migration the data belongs to).
 */
export interface Manifest {
  format: 'coachyard-backup-1';
  createdAt: string;
  /** The last migration applied to the database the backup was made from. */
  migration: string;
  tables: { name: string; rows: number }[];
  sequences: { name: string; value: string | null }[];
  images: number;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every table of the app, in the public schema; the migrations' bookkeeping is rebuilt by migrating. */
async function tablesOf(client: pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = 'public' order by tablename",
  );
  return rows.map((row) => row.tablename);
}

async function lastMigration(client: pg.PoolClient): Promise<string> {
  const { rows } = await client.query<{ hash: string }>(
    'select hash from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  return rows[0]?.hash ?? '';
}

export async function createBackup(pool: pg.Pool, storage: Storage, folder: string): Promise<Manifest> {
  const existing = await fs.readdir(folder).catch(() => null);
  if (existing && existing.length > 0)
    throw new StartupError(`${folder} is not empty: give a new or empty folder for the backup.`);
  await fs.mkdir(path.join(folder, 'tables'), { recursive: true });
  const client = await pool.connect();
  const manifest: Manifest = {
    format: 'coachyard-backup-1',
    createdAt: new Date().toISOString(),
    migration: '',
    tables: [],
    sequences: [],
    images: 0,
  };
  try {
    await client.query('begin isolation level repeatable read read only');
    manifest.migration = await lastMigration(client);
    for (const table of await tablesOf(client)) {
      const file = path.join(folder, 'tables', `${table}.copy`);
      await pipeline(client.query(copyTo(`copy ${quote(table)} to stdout`)), createWriteStream(file));
      const { rows } = await client.query<{ count: string }>(`select count(*) from ${quote(table)}`);
      manifest.tables.push({ name: table, rows: Number(rows[0]!.count) });
    }
    const sequences = await client.query<{ name: string; value: string | null }>(
      "select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'",
    );
    manifest.sequences = sequences.rows;
    await client.query('commit');
  } finally {
    client.release();
  }
  for await (const key of storage.list()) {
    const file = path.join(folder, 'media', ...key.split('/'));
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, await storage.read(key));
    manifest.images += 1;
  }
  await fs.writeFile(path.join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Brings a backup back into a database that holds no data yet (migrated by the caller to the same version):
 * all tables in one transaction, sequences set, images put back in the store. Rows are loaded table by table
 * with reference checks off: they come from one consistent snapshot of a database that enforced them.
 */
export async function restoreBackup(pool: pg.Pool, storage: Storage, folder: string): Promise<Manifest> {
  const manifest = JSON.parse(await fs.readFile(path.join(folder, 'manifest.json'), 'utf8')) as Manifest;
  if (manifest.format !== 'coachyard-backup-1')
    throw new StartupError(`${folder} is not a Coachyard backup.`);
  const client = await pool.connect();
  try {
    if ((await lastMigration(client)) !== manifest.migration)
      throw new StartupError(
        'The backup was made by another version of Coachyard (its database schema differs): restore it with that version.',
      );
    const { rows } = await client.query<{ count: string }>('select count(*) from users');
    if (Number(rows[0]!.count) > 0)
      throw new StartupError('The database already holds data: restore into an empty database.');
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    const tables = manifest.tables.map((table) => table.name);
    await client.query(`truncate ${tables.map(quote).join(', ')}`);
    for (const table of tables) {
      const file = path.join(folder, 'tables', `${table}.copy`);
      await pipeline(createReadStream(file), client.query(copyFrom(`copy ${quote(table)} from stdin`)));
    }
    for (const sequence of manifest.sequences)
      if (sequence.value !== null)
        await client.query('select setval($1, $2)', [`public.${quote(sequence.name)}`, sequence.value]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  const mediaRoot = path.join(folder, 'media');
  const files = await fs.readdir(mediaRoot, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const file of files) {
    if (!file.isFile()) continue;
    const key = path.relative(mediaRoot, path.join(file.parentPath, file.name)).split(path.sep).join('/');
    await storage.put(
      key,
      await fs.readFile(path.join(file.parentPath, file.name)),
      contentTypeOfKey(key) ?? 'application/octet-stream',
    );
  }
  return manifest;
}
