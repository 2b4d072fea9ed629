import pg from 'pg';
import { printTable } from './lib/load.ts';
import { BENCH_PASSWORD, startApp, startCluster } from './lib/server.ts';
import { staffDay, summarise, type DayResult } from './load/staff-day.ts';

/**
 * `npm run load`: USERS (50) simulated staff, dealers and representatives for LOAD_SECONDS (60) through HAProxy
 * in front of two instances, then the same against one instance on the embedded PostgreSQL, side by side.
 * Exits 1 on any 5xx, lost update, or a two-editor race that did not end with exactly one winner.
 */
const users = Number(process.env.USERS ?? 50);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const limitsOff = { RATE_LIMIT_PER_MINUTE: '0', SEED_PASSWORD: BENCH_PASSWORD, LOG_LEVEL: 'error' };

async function onCluster(): Promise<DayResult> {
  const database = `coachyard_load_${Date.now().toString(36)}`;
  const url = new URL(server);
  url.pathname = `/${database}`;
  const cluster = await startCluster({
    ...limitsOff,
    DATABASE_URL: url.toString(),
    INSTANCES: process.env.INSTANCES ?? '2',
    REDIS_KEY_PREFIX: `${database}:`,
  });
  try {
    return await staffDay(cluster.url, { users, seconds, password: BENCH_PASSWORD });
  } finally {
    await cluster.stop();
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`).catch(() => {});
    await admin.end();
  }
}

async function onSingleInstance(): Promise<DayResult> {
  const app = await startApp(limitsOff);
  try {
    return await staffDay(app.url, { users, seconds, password: BENCH_PASSWORD });
  } finally {
    await app.stop();
  }
}

const runs: [string, DayResult][] = [];
runs.push(['2 instances + HAProxy, PostgreSQL 127.0.0.1:5432, Redis, s3rver', await onCluster()]);
runs.push(['1 instance, embedded PostgreSQL, local media', await onSingleInstance()]);

let failed = false;
for (const [label, result] of runs) {
  console.log(`\n${label}: ${users} users, ${result.seconds.toFixed(0)} s`);
  printTable(summarise(result));
  const total = result.samples.length / result.seconds;
  const serverErrors = result.samples.filter((sample) => sample.status >= 500 || sample.status === 0).length;
  console.log(
    `  ${total.toFixed(1)} req/s in all; 5xx or no answer: ${serverErrors}; lost updates: ${result.lostUpdates.length}; two editors on one version: ${result.race.won} won, ${result.race.conflicts} got 409`,
  );
  for (const lost of result.lostUpdates) console.log(`  lost: ${lost}`);
  const failures = new Map<number, number>();
  for (const sample of result.samples)
    if (sample.status >= 500 || sample.status === 0)
      failures.set(sample.status, (failures.get(sample.status) ?? 0) + 1);
  if (failures.size)
    console.log(`  failures by status (0: no answer): ${JSON.stringify(Object.fromEntries(failures))}`);
  if (
    serverErrors > 0 ||
    result.lostUpdates.length > 0 ||
    result.race.won !== 1 ||
    result.race.conflicts !== 1
  )
    failed = true;
}
const [cluster, single] = runs.map(([, result]) => result.samples.length / result.seconds);
console.log(`\nThroughput of the cluster to the single instance: ${(cluster! / single!).toFixed(2)}`);
process.exit(failed ? 1 : 0);
