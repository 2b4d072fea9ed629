import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { requireFreePort } from '../startup/ports.ts';
import { StartupError } from '../startup/startup-error.ts';
import {
  postgresAccount,
  postgresBinaries,
  stageBinaries,
  type Account,
  type StagedBinaries,
} from './embedded-binaries.ts';

export interface EmbeddedDatabase {
  url: string;
  /** Why the server failed while it ran (a full disk, a crash), in one line; null while it is fine. */
  diagnose(): string | null;
  stop(): Promise<void>;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The password of the embedded cluster is made once and kept beside it, readable by its owner only. */
async function clusterPassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'pg-password');
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const password = randomBytes(18).toString('base64url');
    await fs.mkdir(dataDir, { recursive: true });
    await fs.writeFile(file, password, { mode: 0o600 });
    return password;
  }
}

const processIsAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * After a `kill -9` of the app its PostgreSQL may still run, or have left a postmaster.pid behind.
 * A running leftover is asked to shut down (fast mode, committed data is safe in the WAL); a stale
 * lock file whose process is gone is removed so the new server can start. server.ts has already made sure
 * no live Coachyard owns this folder, so the server found here is an orphan.
 */
async function clearLeftoverServer(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number.parseInt((await fs.readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  } catch {
    return;
  }
  if (Number.isFinite(pid) && pid > 0 && processIsAlive(pid)) {
    process.kill(pid, 'SIGINT');
    for (let waited = 0; waited < 30_000 && processIsAlive(pid); waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (processIsAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  await fs.rm(pidFile, { force: true });
}

/** A cluster made by another major version cannot be opened: say so before PostgreSQL does, less clearly. */
async function requireMatchingVersion(clusterDir: string, major: number): Promise<boolean> {
  const found = await fs.readFile(path.join(clusterDir, 'PG_VERSION'), 'utf8').catch(() => null);
  if (found === null) return false;
  const clusterMajor = Number.parseInt(found, 10);
  if (clusterMajor !== major)
    throw new StartupError(
      `${clusterDir} holds a PostgreSQL ${found.trim()} database, but this version of Coachyard runs PostgreSQL ${major}: move that folder away (or dump it with PostgreSQL ${found.trim()} and restore it), or set DATA_DIR to another folder.`,
    );
  return true;
}

/** The last lines PostgreSQL wrote, turned into the one line a person can act on. */
function explainServerLog(log: string, port: number, clusterDir: string): string {
  if (/could not bind .*Address already in use|could not create any TCP\/IP sockets/.test(log))
    return `Port ${port} (embedded PostgreSQL) is already in use: stop that process, or set EMBEDDED_PG_PORT to a free port.`;
  if (/No space left on device/.test(log))
    return `The disk holding ${clusterDir} is full: free some space, or set DATA_DIR to a folder on another disk.`;
  if (/database files are incompatible with server/.test(log))
    return `${clusterDir} was made by another PostgreSQL version: move it away, or set DATA_DIR to another folder.`;
  const fatal = log.split('\n').find((line) => /FATAL|PANIC|error/i.test(line));
  return `The embedded PostgreSQL failed${fatal ? `: ${fatal.replace(/^.*?(FATAL|PANIC):\s*/, '')}` : ''} (see ${clusterDir}).`;
}

interface Launch {
  program: string;
  args: string[];
  account: Account | null;
  /** An open handle on the cluster folder, handed to the child as descriptor 3 (see `clusterPath`). */
  clusterHandle: fs.FileHandle | null;
}

function launch({ program, args, account, clusterHandle }: Launch): ChildProcess {
  return spawn(program, args, {
    ...(account ?? {}),
    stdio: ['ignore', 'pipe', 'pipe', ...(clusterHandle ? [clusterHandle.fd] : [])],
    env: { LC_MESSAGES: 'C', LANG: 'C.UTF-8' },
  });
}

/** Runs a program to its end; rejects with what it wrote when it fails. */
function runToEnd(options: Launch): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = launch(options);
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(output || `exit ${code}`)),
    );
  });
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

async function chownTree(folder: string, account: Account): Promise<void> {
  await fs.chown(folder, account.uid, account.gid);
  for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
    const inside = path.join(folder, entry.name);
    if (entry.isDirectory()) await chownTree(inside, account);
    else await fs.lchown(inside, account.uid, account.gid);
  }
}

interface RunningServer {
  process: ChildProcess;
  /** What the server wrote since it became ready (the last few kilobytes). */
  recentLog: string;
}

function startServer(options: Launch, port: number, clusterDir: string, log: (line: string) => void) {
  return new Promise<RunningServer>((resolve, reject) => {
    const server = launch(options);
    const running: RunningServer = { process: server, recentLog: '' };
    let recent = '';
    let ready = false;
    server.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      log(text.trim());
      if (ready) {
        running.recentLog = (running.recentLog + text).slice(-8000);
        return;
      }
      recent = (recent + text).slice(-8000);
      if (recent.includes('database system is ready to accept connections')) {
        ready = true;
        resolve(running);
      }
    });
    server.once('error', (error) =>
      reject(
        new StartupError(
          `The embedded PostgreSQL could not be run (${(error as NodeJS.ErrnoException).code ?? error.message}: ${options.program}): if the temporary folder is mounted noexec, set TMPDIR to another folder, or set DATABASE_URL.`,
        ),
      ),
    );
    server.once('exit', () => {
      if (!ready) reject(new StartupError(explainServerLog(recent, port, clusterDir)));
    });
  });
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    // Fast shutdown: running transactions are rolled back, everything committed is already in the WAL.
    const kill = setTimeout(() => server.kill('SIGKILL'), 30_000);
    server.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    server.kill('SIGINT');
  });
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
