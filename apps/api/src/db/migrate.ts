import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Logger, runMigrations } from 'graphile-worker';
import type { Database } from './client.ts';

const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');
/** Any constant shared by every instance: they queue on it, so N processes may start at once. */
const MIGRATION_LOCK_KEY = 7_310_042_001;
const quietLogger = new Logger(() => () => {});

export async function migrateDatabase(db: Database): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    // The job queue's own schema (graphile-worker), which the mail outbox's trigger queues into.
    await runMigrations({ pgPool: db.$client, logger: quietLogger });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

export async function databaseIsReachable(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
