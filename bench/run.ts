import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { measure, printTable, printTargets, BENCH_SECONDS } from './lib/load.ts';
import { repoRoot, signIn, startApp, startBareFastify } from './lib/server.ts';
import { benchScreens } from './suites/screens.ts';
import { advertisementsEnvironment } from './suites/advertisements-environment.ts';
import { benchAdvertisements } from './suites/advertisements.ts';
import { benchAudit } from './suites/audit.ts';
import { benchLeads } from './suites/leads.ts';
import { benchPhotoFingerprint } from './suites/photo-fingerprint.ts';
import { benchRestart } from './suites/restart.ts';
import { benchFeeds } from './suites/feeds.ts';
import { benchPerformance } from './suites/performance.ts';
import { benchSignals } from './suites/signals.ts';
import { benchNotifyCommits } from './suites/notify-commits.ts';

/**
 * `npm run bench`: ratios measured side by side in one run on this machine, never absolute promises.
 * The figures go in bench/RESULTS.md.
 */
// BENCH_ONLY=leads runs issue 15's suite alone.
if (process.env.BENCH_ONLY === 'leads') {
  await benchLeads();
  process.exit(0);
}
// BENCH_ONLY=photos measures issue 27's photo fingerprint alone: "same photo" on a labelled set, and its cost.
if (process.env.BENCH_ONLY === 'photos') {
  printTargets('Targets (issue 27, photo fingerprint)', (await benchPhotoFingerprint()).targets);
  process.exit(0);
}
// BENCH_ONLY=feeds imports a 10,000-vehicle feed and its 50,000 photos from loopback through the API, runs it again
// unchanged, and dry-runs a 1,000,000-row CSV (issue 28).
if (process.env.BENCH_ONLY === 'feeds') {
  await benchFeeds();
  process.exit(0);
}
// BENCH_ONLY=restart times `npm start` (issue 30): again with nothing changed, and after a kill -9.
if (process.env.BENCH_ONLY === 'restart') {
  await benchRestart();
  process.exit(0);
}
// BENCH_ONLY=performance: issue 29's event intake and its performance reads on a year of rollups.
if (process.env.BENCH_ONLY === 'performance') {
  await benchPerformance();
  process.exit(0);
}
// BENCH_ONLY=signals: issue 27's signals of one ad and duplicate look-up on 100,000 ads with 1,000,000 photos.
if (process.env.BENCH_ONLY === 'signals') {
  await benchSignals();
  process.exit(0);
}
// Lighthouse's default mobile profile (simulated slow 4G, 4× slower CPU); the median of LIGHTHOUSE_RUNS (3) each.
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// BENCH_ONLY=screens (or lighthouse) weighs and scores every screen alone, on the demo data (LIGHTHOUSE_PAGES
// narrows the list; LIGHTHOUSE_REPORTS keeps each report and trace,
// LIGHTHOUSE_PROFILE=1 puts V8's CPU profile in those traces; LIGHTHOUSE_RUNS=0 weighs them only). LIGHTHOUSE_BASELINE
// names another web build's folder (a copy of apps/web/dist): a second server on demo data of its own serves it,
// and each screen is scored on both builds, their runs interleaved, so that the machine's load falls on both.
if (process.env.BENCH_ONLY === 'screens' || process.env.BENCH_ONLY === 'lighthouse') {
  const baselineDist = process.env.LIGHTHOUSE_BASELINE;
  const demo = await startApp();
  const baseline = baselineDist ? await startApp({ WEB_DIST: path.resolve(baselineDist) }) : undefined;
  try {
    printTargets('Screens (issue 30)', (await benchScreens(demo.url, runs, baseline?.url)).targets);
  } finally {
    await baseline?.stop();
    await demo.stop();
  }
  process.exit(0);
}
const ads = await advertisementsEnvironment();
const app = await startApp(ads.environment);
// BENCH_ONLY=notify: what a cache notice sent inside a write's transaction costs its commits (issue 30).
if (process.env.BENCH_ONLY === 'notify') {
  try {
    await benchNotifyCommits(await ads.databaseUrl());
  } finally {
    await app.stop();
    await ads.cleanup();
  }
  process.exit(0);
}
// BENCH_ONLY=advertisements runs that suite alone (BENCH_ADS ads; BENCH_CASES=PATCH,get keeps the cases named).
if (process.env.BENCH_ONLY === 'advertisements') {
  try {
    await benchAdvertisements(app, ads, await signIn(app.url, 'admin@coachyard.test'));
  } finally {
    await app.stop();
    await ads.cleanup();
  }
  process.exit(0);
}
const bare = await startBareFastify();
try {
  // Before the ads are seeded: the screens as the demo data shows them.
  const screens = await benchScreens(app.url, runs);

  const token = await signIn(app.url, 'admin@coachyard.test');
  console.log(`\nThroughput, ${BENCH_SECONDS} s each, 10 connections:`);
  const baseline = await measure('bare Fastify route', { url: `${bare.url}/bare` });
  const usersMe = await measure('GET /api/users/me', {
    url: `${app.url}/api/users/me`,
    headers: { authorization: `Bearer ${token}` },
  });
  printTable(
    [baseline, usersMe].map((row) => ({
      endpoint: row.label,
      'req/s': row.requestsPerSecond,
      'p99 ms': row.p99Milliseconds,
      errors: row.errors + row.non2xx,
      'ratio to bare': (row.requestsPerSecond / baseline.requestsPerSecond).toFixed(2),
    })),
  );

  const advertisements = await benchAdvertisements(app, ads, token);
  const audit = await benchAudit(app, await ads.databaseUrl(), token);
  const leads = await benchLeads();
  const photos = await benchPhotoFingerprint();
  const performance = await benchPerformance();

  // Issue 18's targets side by side: ratios of this run, and the page weights and scores above.
  const usersMeRatio = usersMe.requestsPerSecond / baseline.requestsPerSecond;
  const targets = {
    'GET /api/users/me ÷ bare Fastify (10 conn)': {
      value: usersMeRatio,
      target: '≥ 0.25',
      met: usersMeRatio >= 0.25,
    },
    ...advertisements.targets,
    ...screens.targets,
    ...photos.targets,
    ...performance.targets,
  };
  printTargets('Targets (issues 18, 27, 29 and 30)', targets);

  await mkdir(path.join(repoRoot, 'bench/results'), { recursive: true });
  await writeFile(
    path.join(repoRoot, 'bench/results/latest.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        screens: screens.results,
        baseline,
        usersMe,
        advertisements,
        audit,
        leads,
        photos: photos.results,
        performance,
        targets,
      },
      null,
      2,
    ),
  );
} finally {
  await bare.stop();
  await app.stop();
  await ads.cleanup();
}
