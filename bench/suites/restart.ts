import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { printTable } from '../lib/load.ts';
import { BENCH_PASSWORD, freePort, repoRoot, signIn, waitFor } from '../lib/server.ts';

/** Lookup items written and answered 2xx before the crash: all of them must be there after the restart. */
const COMMITTED_ROWS = 20;
const LABEL = 'Restart bench item';

interface Start {
  /** `npm start`, its shell and the server: one process group, so a crash can take all of them at once. */
  group: ChildProcess;
  seconds: number;
}

/**
 * Issue 30: seconds from `npm start` (the root script, as a person types it) until /api/health answers, for a
 * start after a clean stop with nothing changed, and after a `kill -9` of the API and its embedded PostgreSQL
 * (crash recovery), with every row committed before the crash found afterwards.
 */
export async function benchRestart() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coachyard-bench-restart-'));
  const port = await freePort();
  const pgPort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const start = async (): Promise<Start> => {
    const started = performance.now();
    const group = spawn('npm', ['start'], {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(pgPort),
        SEED_PASSWORD: BENCH_PASSWORD,
        LOG_LEVEL: 'error',
      },
    });
    await waitFor(`${url}/api/health`, group, 600);
    return { group, seconds: (performance.now() - started) / 1000 };
  };
  const stop = async ({ group }: Start, signal: NodeJS.Signals) => {
    const exited = new Promise((resolve) => group.once('exit', resolve));
    // SIGTERM to the server alone, as a service manager does; SIGKILL to every process of the start.
    if (signal === 'SIGKILL') process.kill(-group.pid!, 'SIGKILL');
    else process.kill(await serverPid(dataDir), signal);
    await exited;
    if (signal === 'SIGKILL') await untilGone(await postmasterPid(dataDir));
  };

  try {
    const first = await start();
    await stop(first, 'SIGTERM');
    const unchanged = await start();
    const written = await writeCommittedRows(url);
    await stop(unchanged, 'SIGKILL');
    const recovered = await start();
    const kept = await countStored(dataDir, pgPort);
    await stop(recovered, 'SIGTERM');

    const rows = [
      { start: 'first (builds if needed, creates and seeds the database)', seconds: first.seconds },
      { start: 'again, nothing changed', seconds: unchanged.seconds },
      {
        start: `after kill -9 of the API and PostgreSQL (${kept}/${written} rows kept)`,
        seconds: recovered.seconds,
      },
    ];
    console.log('\nnpm start until /api/health answers:');
    printTable(rows.map((row) => ({ ...row, seconds: row.seconds.toFixed(1) })));
    if (kept !== written) throw new Error(`only ${kept} of ${written} committed rows survived the crash`);
    return {
      firstSeconds: first.seconds,
      unchangedSeconds: unchanged.seconds,
      recoveredSeconds: recovered.seconds,
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const serverPid = async (dataDir: string) =>
  (JSON.parse(await readFile(path.join(dataDir, 'coachyard.pid'), 'utf8')) as { pid: number }).pid;

const postmasterPid = async (dataDir: string) =>
  Number(
    (await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => '0')).split('\n')[0],
  );

/** PostgreSQL's children leave a moment after their postmaster: a restart before that finds the port taken. */
async function untilGone(pid: number) {
  const alive = () => {
    try {
      process.kill(pid, 0);
      return pid > 0;
    } catch {
      return false;
    }
  };
  while (alive()) await new Promise((resolve) => setTimeout(resolve, 50));
}

async function writeCommittedRows(url: string) {
  const token = await signIn(url, 'admin@coachyard.test');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const tables = (await (await fetch(`${url}/api/collections?by_slug=vehicle-tags`, { headers })).json()) as {
    data: { items: { id: string }[] };
  };
  const tableId = tables.data.items[0]!.id;
  for (let index = 1; index <= COMMITTED_ROWS; index += 1) {
    const name = `${LABEL} ${index}`;
    const response = await fetch(`${url}/api/collections/${tableId}/items`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name, translations: { en: name } }),
    });
    if (!response.ok) throw new Error(`writing ${name}: HTTP ${response.status}`);
  }
  return COMMITTED_ROWS;
}

async function countStored(dataDir: string, pgPort: number) {
  const password = (await readFile(path.join(dataDir, 'pg-password'), 'utf8')).trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/coachyard`,
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      'select count(*)::int as count from collection_items where name like $1',
      [`${LABEL} %`],
    );
    return rows[0]!.count;
  } finally {
    await client.end();
  }
}
