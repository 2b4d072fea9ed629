import type { Config } from './config.ts';
import { createDatabase, type Database } from './db/client.ts';
import { attachToRunningServer, startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.ts';
import { migrateDatabase } from './db/migrate.ts';
import { requireUsableDataDir } from './startup/data-dir.ts';
import { requireReachableDatabase } from './startup/database-url.ts';

/** How long closing waits for the pool's clients before the embedded server is stopped under them. */
const POOL_END_MILLISECONDS = 2_000;

export interface Runtime {
  db: Database;
  embedded: EmbeddedDatabase | null;
  close(): Promise<void>;
}

/**
 * The database the config asks for — the embedded one unless DATABASE_URL is set — migrated. Commands beside
 * the app (`npm run seed`, `backup`, `restore`) pass `attach`, to use the embedded server the app runs.
 */
export async function openDatabase(
  config: Config,
  log: (line: string) => void = () => {},
  { attach = false }: { attach?: boolean } = {},
): Promise<Runtime> {
  await requireUsableDataDir(config.dataDir);
  if (config.databaseUrl) await requireReachableDatabase(config.databaseUrl);
  const running =
    !config.databaseUrl && attach ? await attachToRunningServer(config.dataDir, 'coachyard') : null;
  const embedded = config.databaseUrl
    ? null
    : (running ??
      (await startEmbeddedPostgres({
        dataDir: config.dataDir,
        port: config.embeddedPgPort,
        database: 'coachyard',
        log,
      })));
  const db = createDatabase(config.databaseUrl ?? embedded!.url);
  const close = async () => {
    // Ending the pool waits for every client to come back; one a stopped job still holds (its code runs on
    // after the job runner gave up on it) would keep the embedded server up for ever: its fast shutdown ends
    // such a session instead.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      db.$client.end().catch(() => {}),
      new Promise((resolve) => (timer = setTimeout(resolve, POOL_END_MILLISECONDS))),
    ]);
    clearTimeout(timer);
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
