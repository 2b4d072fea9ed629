import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { measure, percentileOf, printTable, printTargets, type Target } from '../lib/load.ts';
import { cpuMillisecondsSoFar, signIn, startApp, type RunningServer } from '../lib/server.ts';
import { advertisementsEnvironment, databaseIdle, runRepoScript } from './advertisements-environment.ts';
import { benchAdIds, seedSignalsData } from './signals-data.ts';

/**
 * Issue 27's signals bench (`BENCH_ONLY=signals`), on an app and embedded PostgreSQL of its own: the demo, then
 * ads added in bulk SQL up to BENCH_SIGNALS_ADS (100,000), with BENCH_SIGNALS_PHOTOS (1,000,000) fingerprinted
 * photos among them (11 an ad), all in the photo index. Measured:
 * 1. `GET /api/advertisements/{id}/signals` at 10 connections, each request another of 1,000 published ads,
 *    signed in as an ADMIN; p95 of every response time.
 * 2. The band look-up of one photo (its fingerprint, then the band indexes), as the write adding it runs it, and
 *    the duplicates of all of one ad's photos read from the stored pairs, as the signals read them: one after
 *    another on 300 ads, one connection (apps/api/src/modules/signals/bench/lookups.ts), in as many rounds as the
 *    signals' reads; the median round's p95 of each.
 * 3. EXPLAIN ANALYZE of one ad's price band (its comparables), its stored duplicates and a photo's look-up.
 * The pairs are stored in bulk (modules/signals/bench/pairs.ts), as each photo's look-up would have stored them.
 */
const TOTAL_ADS = Number(process.env.BENCH_SIGNALS_ADS ?? 100_000);
const PHOTOS = Number(process.env.BENCH_SIGNALS_PHOTOS ?? 1_000_000);
const CONNECTIONS = 10;
const READ_ADS = 1_000;
const LOOKUPS = 300;
/** Rounds of signal reads; the target takes the median round's p95. */
const ROUNDS = Number(process.env.BENCH_SIGNALS_ROUNDS ?? 3);

/** `count` photo hashes that collide on the bands as drawn photos' do (modules/signals/bench/hashes.ts). */
async function benchHashes(count: number) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'coachyard-bench-hashes-'));
  const resultFile = path.join(folder, 'hashes.txt');
  try {
    await runRepoScript('apps/api/src/modules/signals/bench/hashes.ts', [], {
      COUNT: String(count),
      RESULT_FILE: resultFile,
    });
    return (await readFile(resultFile, 'utf8')).split('\n');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * The CPU the API process and PostgreSQL's backends (every one `pg_stat_activity` lists, as the run ends: the
 * app's pool stays open) spent while `run` ran, in ms: on this shared machine the cost of the requests, where their
 * wall time is mostly waiting for a core.
 */
async function cpuOfAppAndDatabase<T>(apiPid: number, client: pg.Client, run: () => Promise<T>) {
  const backends = async () =>
    (await client.query<{ pid: number }>('select pid from pg_stat_activity')).rows.map((row) => row.pid);
  const before = new Map<number, number>();
  for (const pid of [apiPid, ...(await backends())]) before.set(pid, await cpuMillisecondsSoFar(pid));
  const result = await run();
  const spent = async (pid: number) => (await cpuMillisecondsSoFar(pid)) - (before.get(pid) ?? 0);
  let databaseMs = 0;
  for (const pid of await backends()) databaseMs += await spent(pid);
  return { result, apiMs: await spent(apiPid), databaseMs };
}

/** The round whose `value` is the median of the rounds' (the measure the targets take). */
const medianRound = <Round>(rounds: readonly Round[], value: (round: Round) => number) =>
  [...rounds].sort((left, right) => value(left) - value(right))[Math.floor(rounds.length / 2)]!;

async function duplicateLookups(databaseUrl: string, ids: string[]) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'coachyard-bench-signals-'));
  const resultFile = path.join(folder, 'lookups.json');
  try {
    await runRepoScript('apps/api/src/modules/signals/bench/lookups.ts', [], {
      DATABASE_URL: databaseUrl,
      RESULT_FILE: resultFile,
      AD_IDS: JSON.stringify(ids),
      ROUNDS: String(ROUNDS),
    });
    return JSON.parse(await readFile(resultFile, 'utf8')) as {
      times: number[][];
      photoTimes: number[][];
      found: number;
      photoFound: number;
      checked: { ads: number; agreeing: number };
      plan: string[];
      lookupPlan: string[];
      probePlan: string[];
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * One round of signal reads at 10 connections, each request the next of `ids`, with the CPU the API and
 * PostgreSQL spent a request.
 */
async function readRound(
  app: RunningServer,
  client: pg.Client,
  databaseUrl: string,
  ids: readonly string[],
  headers: Record<string, string>,
) {
  await databaseIdle(databaseUrl);
  let next = 0;
  const measured = await cpuOfAppAndDatabase(app.pid!, client, () =>
    measure('GET /api/advertisements/{id}/signals', {
      url: app.url,
      connections: CONNECTIONS,
      headers,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, ...headers },
            path: `/api/advertisements/${ids[next++ % ids.length]}/signals`,
          }),
        },
      ],
    }),
  );
  // `next` counts the requests sent.
  const cpuPerRequest = (ms: number) => Math.round((ms / Math.max(next, 1)) * 100) / 100;
  console.log(
    `  ${next} requests; CPU a request: API ${cpuPerRequest(measured.apiMs)} ms, PostgreSQL ${cpuPerRequest(measured.databaseMs)} ms; load ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' / ')}`,
  );
  return measured.result;
}

export async function benchSignals() {
  const environment = await advertisementsEnvironment();
  const app = await startApp(environment.environment);
  const databaseUrl = await environment.databaseUrl();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    console.log(`\nAdding ads in bulk up to ${TOTAL_ADS}, with ${PHOTOS} fingerprinted photos…`);
    const seconds = await seedSignalsData(client, TOTAL_ADS, PHOTOS, benchHashes);
    const pairing = performance.now();
    await runRepoScript('apps/api/src/modules/signals/bench/pairs.ts', [], { DATABASE_URL: databaseUrl });
    await client.query('vacuum analyze photo_matches');
    // The bulk load's own checkpoint (over a gigabyte of WAL) would otherwise write through the measured rounds, as
    // the performance bench found of its own load (performance-data.ts).
    await client.query('checkpoint');
    console.log(`  pairs stored in ${((performance.now() - pairing) / 1000).toFixed(0)} s`);
    const { rows } = await client.query<{ ads: number; photos: number }>(
      `select (select count(*)::int from advertisements) as ads,
              (select count(*)::int from advertisement_photos) as photos`,
    );
    const { ads, photos } = rows[0]!;
    console.log(`${ads} ads, ${photos} photos in the photo index (${seconds.toFixed(0)} s).`);
    const ids = await benchAdIds(client, READ_ADS);
    await databaseIdle(databaseUrl);

    const headers = { authorization: `Bearer ${await signIn(app.url, 'admin@coachyard.test')}` };
    console.log(
      `\nSignals of one ad, ${CONNECTIONS} connections, ${ids.length} ads in turn, ${ROUNDS} rounds:`,
    );
    const rounds = [];
    for (let round = 1; round <= ROUNDS; round++)
      rounds.push(await readRound(app, client, databaseUrl, ids, headers));
    // The median round's: the first reads each ad's pages into the caches, which a server in use has warm.
    const read = medianRound(rounds, (round) => round.p95Milliseconds);
    await databaseIdle(databaseUrl);
    const lookups = await duplicateLookups(databaseUrl, ids.slice(0, LOOKUPS));
    const meanPerSecond = (times: number[]) =>
      Math.round(1000 / (times.reduce((sum, time) => sum + time, 0) / times.length));
    const roundRows = (label: string, roundsOfTimes: number[][]) =>
      roundsOfTimes.map((times, index) => ({
        measure: `${label}, round ${index + 1}`,
        'req/s': meanPerSecond(times),
        'p95 ms': Math.round(percentileOf(times, 0.95) * 10) / 10,
        'p99 ms': Math.round(percentileOf(times, 0.99) * 10) / 10,
        errors: 0,
      }));
    // As for the signals, the median round's p95: the first reads the indexes' pages into PostgreSQL's cache.
    const medianP95 = (roundsOfTimes: number[][]) =>
      percentileOf(
        medianRound(roundsOfTimes, (times) => percentileOf(times, 0.95)),
        0.95,
      );
    const lookupP95 = medianP95(lookups.times);
    const photoP95 = medianP95(lookups.photoTimes);
    printTable([
      ...rounds.map((round, index) => ({
        measure: `${round.label}, round ${index + 1}`,
        'req/s': round.requestsPerSecond,
        'p95 ms': round.p95Milliseconds,
        'p99 ms': round.p99Milliseconds,
        errors: round.errors + round.non2xx,
      })),
      ...roundRows(
        `band look-up of one photo joining ${photos} hashes (${LOOKUPS} photos, ${lookups.photoFound} near hashes)`,
        lookups.photoTimes,
      ),
      ...roundRows(
        `stored duplicates of one ad's photos among ${photos} hashes (${LOOKUPS} ads, ${lookups.found} found)`,
        lookups.times,
      ),
    ]);
    console.log(
      `\nStored pairs against the band look-up: the same duplicates for ${lookups.checked.agreeing} of ${lookups.checked.ads} ads.`,
    );
    console.log(`\nOne ad's price band (its comparables), EXPLAIN ANALYZE:\n${lookups.plan.join('\n')}`);
    console.log(`\nThe same ad's stored duplicates, EXPLAIN ANALYZE:\n${lookups.lookupPlan.join('\n')}`);
    console.log(`\nIts first photo's band look-up, EXPLAIN ANALYZE:\n${lookups.probePlan.join('\n')}`);
    const targets: Record<string, Target> = {
      [`Signals of one ad, p95 ms (${ads} ads, ${CONNECTIONS} conn, median of ${ROUNDS} rounds)`]: {
        value: read.p95Milliseconds,
        target: '< 50',
        met: read.p95Milliseconds < 50 && rounds.every((round) => round.errors + round.non2xx === 0),
      },
      [`Duplicate look-up of one photo among ${photos} photo hashes, p95 ms (median of ${ROUNDS} rounds)`]: {
        value: Math.round(photoP95 * 10) / 10,
        target: '< 20',
        met: photoP95 < 20 && lookups.photoFound > 0,
      },
      [`Stored duplicates of one ad's photos among ${photos} photo hashes, p95 ms (median of ${ROUNDS} rounds)`]:
        {
          value: Math.round(lookupP95 * 10) / 10,
          target: '< 20',
          met: lookupP95 < 20 && lookups.found > 0 && lookups.checked.agreeing === lookups.checked.ads,
        },
    };
    printTargets('Targets (issue 27, signals)', targets);
    return { ads, photos, read, lookups: { ...lookups, p95: lookupP95, photoP95 }, targets };
  } finally {
    await client.end();
    await app.stop();
    await environment.cleanup();
  }
}
