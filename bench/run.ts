import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { measure, printTable, printTargets, BENCH_SECONDS } from './lib/load.ts';
import { BENCH_PASSWORD, repoRoot, signIn, startApp, startBareFastify } from './lib/server.ts';
import { pageWeightRow, signInThroughForm, weighPage } from './suites/page-weight.ts';
import { lighthouseRow, scorePage, sessionOf } from './suites/lighthouse.ts';
import { advertisementsEnvironment } from './suites/advertisements-environment.ts';
import { benchAdvertisements } from './suites/advertisements.ts';
import { benchAudit } from './suites/audit.ts';
import { benchLeads } from './suites/leads.ts';
import { benchRestart } from './suites/restart.ts';

/**
 * `npm run bench`: ratios measured side by side in one run on this machine, never absolute promises.
 * The figures go in bench/RESULTS.md.
 */
// BENCH_ONLY=leads runs issue 15's suite alone.
if (process.env.BENCH_ONLY === 'leads') {
  await benchLeads();
  process.exit(0);
}
// BENCH_ONLY=restart times `npm start` (issue 30): again with nothing changed, and after a kill -9.
if (process.env.BENCH_ONLY === 'restart') {
  await benchRestart();
  process.exit(0);
}
// Lighthouse's default mobile profile (simulated slow 4G, 4× slower CPU); the median of LIGHTHOUSE_RUNS (3) each.
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const scorePages = async (url: string) => [
  await scorePage(url, '/login', { runs }),
  await scorePage(url, '/advertisements', {
    session: await sessionOf(url, 'admin@coachyard.test', BENCH_PASSWORD),
    runs,
  }),
];
// BENCH_ONLY=lighthouse scores the two pages alone, on the demo data (LIGHTHOUSE_REPORTS keeps each report).
if (process.env.BENCH_ONLY === 'lighthouse') {
  const demo = await startApp();
  try {
    printTable((await scorePages(demo.url)).map(lighthouseRow));
  } finally {
    await demo.stop();
  }
  process.exit(0);
}
const ads = await advertisementsEnvironment();
const app = await startApp(ads.environment);
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
  const loginPage = await weighPage(app.url, '/login', 120 * 1024);
  const advertisementsPage = await weighPage(
    app.url,
    '/advertisements',
    200 * 1024,
    signInThroughForm(app.url, 'admin@coachyard.test', BENCH_PASSWORD),
  );
  console.log('\nPage weight (gzip JS+CSS a browser loads):');
  printTable([pageWeightRow(loginPage), pageWeightRow(advertisementsPage)]);

  const lighthouse = await scorePages(app.url);
  console.log('\nLighthouse performance (mobile):');
  printTable(lighthouse.map(lighthouseRow));

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

  // Issue 18's targets side by side: ratios of this run, and the page weights and scores above.
  const usersMeRatio = usersMe.requestsPerSecond / baseline.requestsPerSecond;
  const targets = {
    'GET /api/users/me ÷ bare Fastify (10 conn)': {
      value: usersMeRatio,
      target: '≥ 0.25',
      met: usersMeRatio >= 0.25,
    },
    ...advertisements.targets,
    ...Object.fromEntries(
      [loginPage, advertisementsPage].map((weight) => [
        `${weight.page} gzip kB`,
        {
          value: weight.gzipBytes / 1024,
          target: `≤ ${weight.budgetBytes / 1024}`,
          met: weight.gzipBytes <= weight.budgetBytes,
        },
      ]),
    ),
    ...Object.fromEntries(
      lighthouse.map((score) => [
        `${score.page} Lighthouse performance (mobile)`,
        { value: score.performance, target: '≥ 95', met: score.performance >= 95 },
      ]),
    ),
  };
  printTargets('Targets (issue 18)', targets);

  await mkdir(path.join(repoRoot, 'bench/results'), { recursive: true });
  await writeFile(
    path.join(repoRoot, 'bench/results/latest.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        loginPage,
        advertisementsPage,
        lighthouse,
        baseline,
        usersMe,
        advertisements,
        audit,
        leads,
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
