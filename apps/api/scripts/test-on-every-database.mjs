// Runs the API suite on the embedded PostgreSQL, then again on a real server when one answers:
// DATABASE_URL when set (CI), else 127.0.0.1:5432 — each run on fresh databases it drops afterwards.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const external = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Ads whose photos the second pass draws: some 550 photos, enough for a few refused draws (1 in ~150). */
const DEMO_SLICE = '200';

async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    const { rows } = await client.query('show server_version');
    return rows[0].server_version;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

function runSuite(label, environment) {
  console.log(`\n=== API tests on ${label} ===`);
  const extraArgs = process.argv.slice(2);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...extraArgs], {
    stdio: 'inherit',
    env: { ...process.env, ...environment },
  });
  return result.status === 0;
}

const { DATABASE_URL: _ignored, ...withoutDatabaseUrl } = process.env;
let passed = runSuite('embedded PostgreSQL', { ...withoutDatabaseUrl, TEST_DATABASE_URL: '' });
const version = await answers(external);
if (version) {
  const where = new URL(external);
  // The whole demo's photos (demo-photos.test.ts, some 11 minutes of a core and the pass's length) were drawn in the
  // first pass: this one checks the same on a slice of it, its other files spread over both workers meanwhile.
  const environment = { TEST_DATABASE_URL: external, DEMO_PHOTOS_TEST_ADS: DEMO_SLICE };
  passed = runSuite(`PostgreSQL ${version} at ${where.host}`, environment) && passed;
} else {
  console.log(
    `\nNo PostgreSQL answers at ${new URL(external).host}: the suite ran on the embedded server only.`,
  );
}
process.exit(passed ? 0 : 1);
