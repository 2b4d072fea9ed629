import type { Config } from './config.ts';
import { createDatabase, type Database } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.ts';
import { migrateDatabase } from './db/migrate.ts';

export interface Runtime {
  db: Database;
  embedded: EmbeddedDatabase | null;
  close(): Promise<void>;
}

/** The database the config asks for — the embedded one unless DATABASE_URL is set — migrated. */
export async function openDatabase(config: Config, log: (line: string) => void = () => {}): Promise<Runtime> {
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedPostgres({
        dataDir: config.dataDir,
        port: config.embeddedPgPort,
        database: 'coachyard',
        log,
      });
  const db = createDatabase(config.databaseUrl ?? embedded!.url);
  await migrateDatabase(db);
  return {
    db,
    embedded,
    async close() {
      await db.$client.end().catch(() => {});
      await embedded?.stop();
    },
  };
}
