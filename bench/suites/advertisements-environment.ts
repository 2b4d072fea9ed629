import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, repoRoot, waitFor, type RunningServer } from '../lib/server.ts';

// What the advertisements bench runs beside the app: its own data folder and database, the seed CLI and the
// raw-SQL twin of the list. The leads and audit benches run on the same environment.

/** The app's data folder and embedded PostgreSQL port, chosen here so the seed CLI and the raw server reach it. */
export async function advertisementsEnvironment() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coachyard-bench-ads-'));
  const port = await freePort();
  return {
    // No demo photos drawn: the first start plans some 1,900, and the drawing (libvips, a slice every few seconds)
    // ran in the API process through every measured case, its CPU counted in each request's.
    environment: { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port), DEMO_PHOTOS: 'false' },
    databaseUrl: async () => {
      const password = (await readFile(path.join(dataDir, 'pg-password'), 'utf8')).trim();
      return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/coachyard`;
    },
    // BENCH_KEEP_DATA keeps the folder (its database, to study a plan at the bench's size afterwards).
    cleanup: async () => {
      if (process.env.BENCH_KEEP_DATA) console.log(`Data kept in ${dataDir} (BENCH_KEEP_DATA).`);
      else await rm(dataDir, { recursive: true, force: true });
    },
  };
}
export type AdsEnvironment = Awaited<ReturnType<typeof advertisementsEnvironment>>;

export function runRepoScript(script: string, args: string[], environment: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn('node', ['--import', 'tsx', path.join(repoRoot, script), ...args], {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...environment },
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`)),
    );
  });
}

export async function startRawServer(
  databaseUrl: string,
  cases: Record<string, string>,
  getId: string,
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(
    process.env.BENCH_NODE ?? 'node',
    ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/modules/advertisements/bench/raw-sql-server.ts')],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        RAW_CASES: JSON.stringify(cases),
        RAW_GET_ID: getId,
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/raw/get`, child, 60);
  return {
    url,
    pid: child.pid,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    },
  };
}

/** Waits (15 s at most) until no statement of another session runs on the bench's database. */
export async function databaseIdle(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let waited = 0; waited < 15_000; waited += 100) {
      const { rows } = await client.query<{ active: number }>(
        `select count(*)::int as active from pg_stat_activity
          where state = 'active' and backend_type = 'client backend' and pid <> pg_backend_pid()
            and datname = current_database()`,
      );
      if (rows[0]!.active === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
}
