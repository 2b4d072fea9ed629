import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { getData } from '../lib/get-data.ts';
import { printTable, printTargets } from '../lib/load.ts';
import { peakRss, repoRoot, signIn, startApp } from '../lib/server.ts';

/** Vehicles and photos of the bench feed (issue 28: 10,000 × 5), and the rows of the dry run's CSV (1,000,000). */
const VEHICLES = Number(process.env.BENCH_FEED_VEHICLES ?? 10_000);
const PHOTOS = Number(process.env.BENCH_FEED_PHOTOS ?? 5);
const DRY_ROWS = Number(process.env.BENCH_FEED_DRY_ROWS ?? 1_000_000);
/**
 * How long the dry run may go before the bench cancels it (its memory is what it measures; a million rows planned
 * through the real write paths take longer than a bench run can wait on these 2 shared cores).
 */
const DRY_SECONDS = Number(process.env.BENCH_FEED_DRY_SECONDS ?? 300);

/** The mapping of the sample feed server's CSV; the dry run's leaves its photos out (a dry run stores none). */
const MAPPING = {
  stock_number: 'stock_number',
  brand: 'brand',
  model: 'model',
  vehicle_type: 'vehicle_type',
  year: 'year',
  price: 'price',
  currency: 'currency',
  mileage: 'mileage_km',
  seats: 'seats',
  country: 'country',
  city: 'city',
  title: 'title',
  description: 'description',
  photos: 'photo_urls',
};

interface RunAnswer {
  id: string;
  status: string;
  progress: number;
  counts: Record<string, number>;
  errors: { line: number; field: string | null; message: string }[];
}

/** The sample dealer system (apps/api/test/feed-samples/serve.ts) in its own process, its photos drawn first. */
async function startFeedServer() {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(repoRoot, 'apps/api/test/feed-samples/serve.ts'),
      '--vehicles',
      String(VEHICLES),
      '--photos',
      String(PHOTOS),
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for await (const line of createInterface({ input: child.stdout })) {
    const url = (JSON.parse(line) as { url: string }).url;
    return {
      url,
      pid: child.pid!,
      async stop() {
        child.kill('SIGTERM');
        await exited;
      },
    };
  }
  throw new Error('the feed server exited before it served');
}

/** A POST with a token, and a JSON body when there is one (an empty body declared as JSON is a 400). */
const post = (url: string, token: string, body?: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/**
 * Starts a run through the API and polls it as the Runs tab does until it has finished, or cancels it (as the
 * tab's Cancel does) past `budgetSeconds`; answers it and its time.
 */
async function timedRun(
  appUrl: string,
  token: string,
  feedId: string,
  dryRun: boolean,
  budgetSeconds = Infinity,
) {
  const started = performance.now();
  const response = await post(`${appUrl}/api/feeds/${feedId}/runs`, token, { dry_run: dryRun });
  if (!response.ok) throw new Error(`the run did not start: ${await response.text()}`);
  const runId = ((await response.json()) as { data: RunAnswer }).data.id;
  const runUrl = `${appUrl}/api/feeds/${feedId}/runs/${runId}`;
  for (;;) {
    const run = await getData<RunAnswer>(runUrl, token);
    const seconds = (performance.now() - started) / 1000;
    if (['succeeded', 'failed', 'cancelled'].includes(run.status)) return { run, seconds };
    if (seconds > budgetSeconds) await post(`${runUrl}/cancel`, token);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function createFeed(appUrl: string, token: string, name: string, url: string, withPhotos: boolean) {
  const { photos: _photos, ...withoutPhotos } = MAPPING;
  const response = await fetch(`${appUrl}/api/feeds`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      format: 'csv',
      source_kind: 'url',
      url,
      region: 'eu',
      field_mapping: withPhotos ? MAPPING : withoutPhotos,
    }),
  });
  if (!response.ok) throw new Error(`the feed was not created: ${await response.text()}`);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/**
 * CPU seconds the API process has used (user and system, from /proc): on 2 cores shared with other sessions a
 * run's wall time says mostly how busy they were, its CPU time what the run itself cost.
 */
const cpuSecondsOf = async (pid: number) => {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/** The ids of a process's children (from /proc: every thread's `children`). */
async function childrenOf(pid: number) {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  const lists = await Promise.all(
    tasks.map((task) => readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => '')),
  );
  return lists.flatMap((list) => list.split(' ').filter(Boolean).map(Number));
}

/**
 * CPU seconds of the API's embedded PostgreSQL: its postmaster (the API's child), the backends that have exited
 * (their time is the postmaster's children's once reaped) and the live ones. Null without an embedded PostgreSQL.
 */
async function pgCpuSecondsOf(apiPid: number) {
  for (const child of await childrenOf(apiPid)) {
    const stat = await readFile(`/proc/${child}/stat`, 'utf8').catch(() => '');
    if (!stat.includes('(postgres)')) continue;
    const fields = stat.split(') ')[1]!.split(' ');
    // utime, stime, cutime, cstime: fields 14 to 17 of the line, 12 to 15 after the command's name.
    let ticks = fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
    for (const backend of await childrenOf(child)) {
      const backendStat = await readFile(`/proc/${backend}/stat`, 'utf8').catch(() => '');
      const backendFields = backendStat.split(') ')[1]?.split(' ') ?? [];
      ticks += Number(backendFields[11] ?? 0) + Number(backendFields[12] ?? 0);
    }
    return ticks / 100;
  }
  return null;
}

/**
 * `run` with the API's CPU seconds, its PostgreSQL's and the sample dealer system's (`feedPid`: it shares the two
 * cores, so what it costs is taken from the import's time too) beside its answer.
 */
async function withCpu<T extends object>(pid: number, feedPid: number, run: () => Promise<T>) {
  const before = await cpuSecondsOf(pid);
  const pgBefore = await pgCpuSecondsOf(pid);
  const feedBefore = await cpuSecondsOf(feedPid);
  const result = await run();
  const pgAfter = await pgCpuSecondsOf(pid);
  return {
    ...result,
    cpuSeconds: (await cpuSecondsOf(pid)) - before,
    pgCpuSeconds: pgBefore === null || pgAfter === null ? null : pgAfter - pgBefore,
    feedCpuSeconds: (await cpuSecondsOf(feedPid)) - feedBefore,
  };
}

type TimedRun = {
  run: RunAnswer;
  seconds: number;
  cpuSeconds: number;
  pgCpuSeconds: number | null;
  feedCpuSeconds: number;
};

const rowOf = (label: string, answer: TimedRun, rss?: { startMb: number; peakMb: number }) => ({
  run: label,
  status: answer.run.status,
  rows: answer.run.progress,
  ...answer.run.counts,
  s: Number(answer.seconds.toFixed(1)),
  'rows/s': Math.round(answer.run.progress / answer.seconds),
  'API CPU s': Number(answer.cpuSeconds.toFixed(1)),
  'API CPU ms/row': Math.round((answer.cpuSeconds * 1000) / Math.max(1, answer.run.progress)),
  'PG CPU ms/row':
    answer.pgCpuSeconds === null
      ? '—'
      : Math.round((answer.pgCpuSeconds * 1000) / Math.max(1, answer.run.progress)),
  'feed server CPU ms/row': Math.round((answer.feedCpuSeconds * 1000) / Math.max(1, answer.run.progress)),
  ...(rss === undefined ? {} : { 'API RSS MB at start': rss.startMb, 'API peak RSS MB': rss.peakMb }),
});

/**
 * Issue 28's feed bench, through the API as a dealer's screen drives it: the demo dealer's feed by URL on the
 * sample dealer system on loopback (VEHICLES × PHOTOS, photos drawn before the clock starts), a real run (ads
 * written, photos fetched, checked, stored and hashed), the same feed again unchanged, and a dry run of a
 * DRY_ROWS-row CSV while the API process's RSS is sampled from /proc.
 */
export async function benchFeeds() {
  const feedServer = await startFeedServer();
  // Without the demo's own photos: drawn in the API process after a first start (11–12 minutes of a core, with a pause
  // after each slice: README, Decisions),
  // they were counted as the import's CPU and took the photo-matches lock from its groups (bench/RESULTS.md, issue
  // 28, "a group's photos and photo links").
  const app = await startApp({ FEEDS_ALLOW_PRIVATE_ADDRESSES: '127.0.0.1', DEMO_PHOTOS: '0' });
  try {
    const token = await signIn(app.url, 'dealer@coachyard.test');
    const stock = await createFeed(app.url, token, 'Bench stock', `${feedServer.url}/feed.csv`, true);
    const pid = app.pid!;
    const first = await withCpu(pid, feedServer.pid, () => timedRun(app.url, token, stock, false));
    const again = await withCpu(pid, feedServer.pid, () => timedRun(app.url, token, stock, false));
    const dryUrl = `${feedServer.url}/feed.csv?vehicles=${DRY_ROWS}`;
    const large = await createFeed(app.url, token, 'Bench million', dryUrl, false);
    const dry = await peakRss(pid, () =>
      withCpu(pid, feedServer.pid, () => timedRun(app.url, token, large, true, DRY_SECONDS)),
    );
    console.log(
      `\nFeed runs (issue 28), ${VEHICLES} vehicles × ${PHOTOS} photos, and a ${DRY_ROWS}-row dry run:`,
    );
    printTable([rowOf('import', first), rowOf('unchanged re-run', again), rowOf('dry run', dry.result, dry)]);
    for (const answer of [first, again, dry.result])
      if (answer.run.errors.length > 0) console.log('first errors:', answer.run.errors.slice(0, 3));
    const whole = (answer: { run: RunAnswer }, rows: number) =>
      answer.run.status === 'succeeded' && answer.run.progress === rows;
    const targets = {
      [`import ${VEHICLES} × ${PHOTOS} photos, s`]: {
        value: first.seconds,
        target: '< 120',
        met: whole(first, VEHICLES) && first.run.counts.created === VEHICLES && first.seconds < 120,
      },
      'unchanged re-run, s (zero writes)': {
        value: again.seconds,
        target: '< 15',
        met: whole(again, VEHICLES) && again.run.counts.unchanged === VEHICLES && again.seconds < 15,
      },
      [`API peak RSS in a ${DRY_ROWS}-row dry run, MB`]: {
        value: dry.peakMb,
        target: '< 300',
        met: whole(dry.result, DRY_ROWS) && dry.peakMb < 300,
      },
    };
    printTargets('Feeds (issue 28)', targets);
    return targets;
  } finally {
    await app.stop();
    await feedServer.stop();
  }
}
