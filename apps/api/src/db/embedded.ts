import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { requireFreePort } from '../startup/ports.ts';
import { StartupError } from '../startup/startup-error.ts';
import {
  postgresAccount,
  postgresBinaries,
  stageBinaries,
  type StagedBinaries,
} from './embedded-binaries.ts';
import {
  chownTree,
  clearLeftoverServer,
  clusterPassword,
  isRoot,
  processIsAlive,
  requireMatchingVersion,
} from './embedded-cluster.ts';
import { explainServerLog, runToEnd, startServer, stopServer } from './embedded-server.ts';

export interface EmbeddedDatabase {
  url: string;
  /** Why the server failed while it ran (a full disk, a crash), in one line; null while it is fine. */
  diagnose(): string | null;
  stop(): Promise<void>;
}

/**
 * The embedded server that already runs on this DATA_DIR (the app's, while `npm start` runs), for a command
 * such as `npm run backup` that must use it rather than start a second one, which would stop the first.
 * Null when none runs. Stopping the returned handle leaves the server running.
 */
export async function attachToRunningServer(
  dataDir: string,
  database: string,
): Promise<EmbeddedDatabase | null> {
  const lines = await fs
    .readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .then((text) => text.split('\n'))
    .catch(() => null);
  const pid = Number.parseInt(lines?.[0] ?? '', 10);
  const port = Number.parseInt(lines?.[3] ?? '', 10);
  if (!(pid > 0 && port > 0 && processIsAlive(pid))) return null;
  const password = await clusterPassword(dataDir);
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    diagnose: () => null,
    stop: async () => {},
  };
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database: string;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  const clusterDir = path.join(options.dataDir, 'pg');
  const password = await clusterPassword(options.dataDir);
  const binaries = await postgresBinaries();
  const initialised = await requireMatchingVersion(clusterDir, binaries.major);
  await clearLeftoverServer(clusterDir);
  await requireFreePort(options.port, '127.0.0.1', 'embedded PostgreSQL', 'EMBEDDED_PG_PORT');

  const account = isRoot() ? await postgresAccount() : null;
  const staged: StagedBinaries | null = account ? await stageBinaries(binaries, account) : null;
  let clusterHandle: fs.FileHandle | null = null;
  try {
    if (!initialised) {
      await fs.rm(clusterDir, { recursive: true, force: true });
      await fs.mkdir(clusterDir, { recursive: true, mode: 0o700 });
    }
    if (account) {
      const owner = await fs.stat(clusterDir);
      if (owner.uid !== account.uid) await chownTree(clusterDir, account);
      // The `postgres` account may not be able to walk the path to DATA_DIR (a folder only root may enter), so
      // it gets the folder itself: an open descriptor, which /proc/self/fd/3 names in it and in every process
      // PostgreSQL forks. The data stays where DATA_DIR says; no folder's permissions are changed.
      clusterHandle = await fs.open(clusterDir, 'r');
    }
    const clusterPath = clusterHandle ? '/proc/self/fd/3' : clusterDir;
    const nativeDir = staged?.nativeDir ?? binaries.nativeDir;
    const program = (name: string) => path.join(nativeDir, 'bin', name);

    if (!initialised) {
      const passwordFile = path.join(staged?.handOverDir ?? options.dataDir, 'initdb-password');
      await fs.writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
      if (account) await fs.chown(passwordFile, account.uid, account.gid);
      try {
        await runToEnd({
          program: program('initdb'),
          args: [
            `--pgdata=${clusterPath}`,
            '--auth=password',
            '--username=postgres',
            `--pwfile=${passwordFile}`,
            '--encoding=UTF8',
            '--locale=C.UTF-8',
            '--lc-messages=C',
          ],
          account,
          clusterHandle,
        });
      } catch (error) {
        await fs.rm(clusterDir, { recursive: true, force: true }).catch(() => {});
        throw new StartupError(explainServerLog((error as Error).message, options.port, clusterDir));
      } finally {
        await fs.rm(passwordFile, { force: true });
      }
    }

    const server = await startServer(
      {
        program: program('postgres'),
        args: [
          '-D',
          clusterPath,
          '-p',
          String(options.port),
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          'unix_socket_directories=',
          '-c',
          `shared_buffers=${sharedBuffersMegabytes()}MB`,
        ],
        account,
        clusterHandle,
      },
      options.port,
      clusterDir,
      log,
    );
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${options.port}`;
    await createDatabaseIfMissing(`${url}/postgres`, options.database);
    const handle = clusterHandle;
    return {
      url: `${url}/${options.database}`,
      diagnose: () =>
        /FATAL|PANIC|No space left/.test(server.recentLog)
          ? explainServerLog(server.recentLog, options.port, clusterDir)
          : null,
      async stop() {
        await stopServer(server.process);
        await handle?.close().catch(() => {});
        await staged?.remove();
      },
    };
  } catch (error) {
    await clusterHandle?.close().catch(() => {});
    await staged?.remove();
    throw error;
  }
}

async function createDatabaseIfMissing(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`create database "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

/**
 * A quarter of the machine's memory, at least PostgreSQL's default 128 MB and at most 1 GB: the default kept only
 * a fraction of a marketplace's working set (100,000 ads with a million photos: the ads' rows, the photo index and
 * its pairs) in PostgreSQL's cache, and every signals read paid for the pages it fetched again (bench/RESULTS.md,
 * issue 27, 2026-12-04). Pages are taken as they are used, so a small database uses little of it.
 */
function sharedBuffersMegabytes() {
  const quarter = Math.floor(os.totalmem() / 4 / 1024 / 1024);
  return Math.min(1024, Math.max(128, quarter));
}
