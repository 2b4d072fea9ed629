// Runs the API suite on the embedded PostgreSQL, then again on a real server when one answers:
// DATABASE_URL when set (CI), else 127.0.0.1:5432 — each run on fresh databases it drops afterwards.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const external = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

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
  passed = runSuite(`PostgreSQL ${version} at ${where.host}`, { TEST_DATABASE_URL: external }) && passed;
} else {
  console.log(
    `\nNo PostgreSQL answers at ${new URL(external).host}: the suite ran on the embedded server only.`,
  );
}
process.exit(passed ? 0 : 1);
