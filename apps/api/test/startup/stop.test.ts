import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../test-database.ts';
import { REPO_ROOT, startServer } from './server-process.ts';

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'coachyard-stop-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** Waits until a job of `task` is being run (graphile-worker locks it while it runs). */
async function untilRunning(dataDir: string, port: string, task: string) {
  const password = (await readFile(path.join(dataDir, 'pg-password'), 'utf8')).trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/coachyard`,
  });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query(
        'select 1 from graphile_worker.jobs where task_identifier = $1 and locked_at is not null',
        [task],
      );
      if (rows.length) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await client.end();
  }
}

// After a bench the server twice went on after SIGTERM until it was killed: its stop waited for the job runner,
// which waited for a running job (a slice of demo photos takes minutes on a loaded machine), and the signals
// that followed were ignored as "already stopping".
it('on SIGTERM tells a running job to stop, and exits cleanly without waiting for the rest of its work', async () => {
  const dataDir = path.join(scratch, 'data');
  const pgPort = String(await freePort());
  const server = await startServer(REPO_ROOT, {
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    EMBEDDED_PG_PORT: pgPort,
    SEED_ON_START: 'true',
    SEED_PASSWORD: 'Stop-Password-1',
    LOG_LEVEL: 'info',
    // The requests' deadline is not what ends the job: it would only cut the process off in ten minutes.
    SHUTDOWN_TIMEOUT_SECONDS: '600',
  });
  await untilRunning(dataDir, pgPort, 'demo_photos');
  const outcome = await server.stop('SIGTERM');
  expect(outcome.code).toBe(0);
  expect(outcome.stdout).toContain('demo photos: the app is stopping, the rest on its next start');
  expect(outcome.stdout).toContain('Stopped cleanly.');
  // The first start seeds the demo data, which takes most of this test (minutes on a loaded machine).
}, 300_000);
