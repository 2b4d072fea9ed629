import type { Config } from './config.ts';
import { createDatabase, type Database } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.ts';
import { migrateDatabase } from './db/migrate.ts';
import { requireUsableDataDir } from './startup/data-dir.ts';
import { requireReachableDatabase } from './startup/database-url.ts';

export interface Runtime {
  db: Database;
  embedded: EmbeddedDatabase | null;
  close(): Promise<void>;
}

/** The database the config asks for — the embedded one unless DATABASE_URL is set — migrated. */
export async function openDatabase(config: Config, log: (line: string) => void = () => {}): Promise<Runtime> {
  await requireUsableDataDir(config.dataDir);
  if (config.databaseUrl) await requireReachableDatabase(config.databaseUrl);
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedPostgres({
        dataDir: config.dataDir,
        port: config.embeddedPgPort,
        database: 'coachyard',
        log,
      });
  const db = createDatabase(config.databaseUrl ?? embedded!.url);
  const close = async () => {
    await db.$client.end().catch(() => {});
    await embedded?.stop();
  };
  try {
    await migrateDatabase(db);
  } catch (error) {
    await close();
    throw error;
  }
  return { db, embedded, close };
}
