import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Page } from 'playwright-core';
import { BENCH_SECONDS, measure, printTable, type LoadResult } from '../lib/load.ts';
import { BENCH_PASSWORD, freePort, repoRoot, startApp, waitFor, type RunningServer } from '../lib/server.ts';
import { pageWeightRow, weighPage, type PageWeight } from './page-weight.ts';

/**
 * Issue 5's bench: the advertisements list (and get, PATCH) on BENCH_ADS ads (default 100,000), each case beside
 * the same SQL run raw through `pg`. The raw side is a bare Fastify server (apps/api/…/bench/raw-sql-server.ts)
 * whose statements are built once by the API's own query builders, so both sides send PostgreSQL identical SQL
 * and both are measured over HTTP with the same autocannon settings: the ratio is what the API costs on top
 * (auth, privileges, validation, presenting, response schema), not HTTP itself.
 */

export const BENCH_ADS = Number(process.env.BENCH_ADS ?? 100_000);
const CONNECTIONS = [10, 50];
const PER_PAGE = 25;
const SEARCH = 'text search';
const SEARCH_COUNTED = 'text search, total counted every time';

/** The app's data folder and embedded PostgreSQL port, chosen here so the seed CLI and the raw server reach it. */
export async function advertisementsEnvironment() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coachyard-bench-ads-'));
  const port = await freePort();
  return {
    environment: { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port) },
    databaseUrl: async () => {
      const password = (await readFile(path.join(dataDir, 'pg-password'), 'utf8')).trim();
      return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/coachyard`;
    },
    cleanup: () => rm(dataDir, { recursive: true, force: true }),
  };
}
type AdsEnvironment = Awaited<ReturnType<typeof advertisementsEnvironment>>;

function run(script: string, args: string[], environment: Record<string, string>) {
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

async function startRawServer(
  databaseUrl: string,
  cases: Record<string, string>,
  getId: string,
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(
    'node',
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
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    },
  };
}

/** PATCHes with each connection editing its own ad and carrying the version the last answer gave. */
async function measurePatches(
  label: string,
  url: (id: string) => string,
  ads: { id: string; version: number }[],
  connections: number,
  headers: Record<string, string>,
) {
  // autocannon starts a connection's context afresh for every request, so the versions live here: the ads are
  // taken in turn, and with more ads than connections no two writes to one ad are ever in flight together.
  const versions = new Map(ads.map((ad) => [ad.id, ad.version]));
  let next = 0;
  type Context = { id?: string };
  const result = await autocannon({
    url: url(ads[0]!.id),
    connections,
    duration: BENCH_SECONDS,
    requests: [
      {
        method: 'PATCH',
        setupRequest: (request, context: Context) => {
          const { id } = ads[next++ % ads.length]!;
          const version = versions.get(id)!;
          context.id = id;
          return {
            ...request,
            path: new URL(url(id)).pathname,
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ price_minor: 100_000_00 + (version % 1000), version }),
          };
        },
        onResponse: (status, body, context: Context) => {
          const parsed = JSON.parse(body);
          const version = status === 200 ? parsed.data.version : parsed.error?.current?.version;
          if (version) versions.set(context.id!, version);
        },
      },
    ],
  });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p99Milliseconds: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  } satisfies LoadResult;
}

async function getJson(url: string, token: string) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as {
    data: Record<string, unknown> & { items?: { id: string; version: number }[] };
  };
}

/** Signs in through the login form, then forgets the browser cache so the page weighed loads everything itself. */
const signInFirst = (baseUrl: string) => async (page: Page) => {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill('admin@coachyard.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(BENCH_PASSWORD);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
};

export interface AdvertisementsBench {
  ads: number;
  seedSeconds: number;
  rows: (LoadResult & { connections: number; case: string; side: 'api' | 'raw' })[];
  page: PageWeight;
  targets: Record<string, { value: number; target: string; met: boolean }>;
}

export async function benchAdvertisements(
  app: RunningServer,
  ads: AdsEnvironment,
  token: string,
): Promise<AdvertisementsBench> {
  const databaseUrl = await ads.databaseUrl();
  console.log(`\nSeeding ${BENCH_ADS} more advertisements through \`npm run seed -- --ads ${BENCH_ADS}\`…`);
  const started = Date.now();
  await run('apps/api/src/seed/cli.ts', ['--ads', String(BENCH_ADS)], {
    ...ads.environment,
    DATABASE_URL: databaseUrl,
    SEED_PASSWORD: BENCH_PASSWORD,
  });
  const seedSeconds = (Date.now() - started) / 1000;

  const api = `${app.url}/api/advertisements`;
  const brands = (await getJson(`${app.url}/api/model-relations?q=setra`, token)).data.items as unknown as {
    brand: { id: string };
  }[];
  const first = await getJson(`${api}?per_page=${PER_PAGE}`, token);
  const deepPage = Math.floor(Number(first.data.total) / PER_PAGE / 2);
  const deep = await getJson(`${api}?per_page=${PER_PAGE}&page=${deepPage}`, token);
  const cases: Record<string, string> = {
    'page 1': `per_page=${PER_PAGE}`,
    [`page ${deepPage + 1} by cursor`]: `per_page=${PER_PAGE}&cursor=${deep.data.next_cursor}`,
    [`page ${deepPage + 1} by number`]: `per_page=${PER_PAGE}&page=${deepPage + 1}`,
    [SEARCH]: `per_page=${PER_PAGE}&q=tourismo`,
    filtered: `per_page=${PER_PAGE}&status=published&region=eu&brand=${brands[0]!.brand.id}`,
  };
  const sample = first.data.items!;
  const raw = await startRawServer(databaseUrl, cases, sample[0]!.id);
  // The app reuses a list's total until a write (lib/list-totals.ts), so a repeated search is counted once. A
  // second instance on the same database that never reuses one shows what the first page of a new search costs.
  const countingEveryTime = await startApp({
    DATABASE_URL: databaseUrl,
    SEED_ON_START: 'false',
    LIST_TOTALS_TTL_SECONDS: '0',
  });
  const headers = { authorization: `Bearer ${token}` };
  const rows: AdvertisementsBench['rows'] = [];
  try {
    for (const connections of CONNECTIONS) {
      console.log(`\nAdvertisements, ${BENCH_SECONDS} s each, ${connections} connections:`);
      const add = (side: 'api' | 'raw', name: string, result: LoadResult) =>
        rows.push({ ...result, connections, case: name, side });
      for (const [name, query] of Object.entries(cases)) {
        add(
          'api',
          name,
          await measure(`GET list: ${name}`, { url: `${api}?${query}`, connections, headers }),
        );
        if (name === SEARCH)
          add(
            'api',
            SEARCH_COUNTED,
            await measure(`GET list: ${SEARCH_COUNTED}`, {
              url: `${countingEveryTime.url}/api/advertisements?${query}`,
              connections,
              headers,
            }),
          );
        add(
          'raw',
          name,
          await measure(`raw SQL: ${name}`, {
            url: `${raw.url}/raw/list/${encodeURIComponent(name)}`,
            connections,
          }),
        );
      }
      add(
        'api',
        'get by id',
        await measure('GET one', { url: `${api}/${sample[0]!.id}`, connections, headers }),
      );
      add('raw', 'get by id', await measure('raw SQL: one', { url: `${raw.url}/raw/get`, connections }));
      // Twice as many ads as connections per side, read afresh each round (the versions move on).
      const editable = (page: number) =>
        getJson(`${api}?per_page=100&page=${page}&sort=created_at`, token).then(
          (answer) => answer.data.items!,
        );
      const [apiAds, rawAds] = await Promise.all([editable(1), editable(2)]);
      add(
        'api',
        'PATCH',
        await measurePatches('PATCH', (id) => `${api}/${id}`, apiAds, connections, headers),
      );
      add(
        'raw',
        'PATCH',
        await measurePatches('raw PATCH', (id) => `${raw.url}/raw/patch/${id}`, rawAds, connections, {}),
      );
      printTable(
        rows
          .filter((row) => row.connections === connections && row.side === 'api')
          .map((row) => {
            const twinCase = row.case === SEARCH_COUNTED ? SEARCH : row.case;
            const twin = rows.find(
              (other) => other.side === 'raw' && other.case === twinCase && other.connections === connections,
            )!;
            return {
              case: row.case,
              'API req/s': row.requestsPerSecond,
              'API p99 ms': row.p99Milliseconds,
              'raw req/s': twin.requestsPerSecond,
              'raw p99 ms': twin.p99Milliseconds,
              'API/raw': (row.requestsPerSecond / twin.requestsPerSecond).toFixed(2),
              errors: row.errors + row.non2xx + twin.errors + twin.non2xx,
            };
          }),
      );
    }
  } finally {
    await raw.stop();
    await countingEveryTime.stop();
  }

  const page = await weighPage(app.url, '/advertisements', 200 * 1024, signInFirst(app.url));
  console.log('\nPage weight of the advertisements page (gzip JS+CSS a browser loads):');
  printTable([pageWeightRow(page)]);
  const at = (side: 'api' | 'raw', name: string, connections = 10) =>
    rows.find((row) => row.side === side && row.case === name && row.connections === connections)!;
  const listRatio = Math.min(
    ...Object.keys(cases).map(
      (name) => at('api', name).requestsPerSecond / at('raw', name).requestsPerSecond,
    ),
  );
  const cursorSlowdown =
    at('api', 'page 1').requestsPerSecond / at('api', `page ${deepPage + 1} by cursor`).requestsPerSecond;
  const targets = {
    'list throughput ÷ raw SQL (worst list case, 10 conn)': {
      value: listRatio,
      target: '≥ 0.5',
      met: listRatio >= 0.5,
    },
    'page 1 ÷ deep page by cursor (req/s, 10 conn)': {
      value: cursorSlowdown,
      target: '≤ 1.5',
      met: cursorSlowdown <= 1.5,
    },
    'text search p99 ms (10 conn)': {
      value: at('api', SEARCH).p99Milliseconds,
      target: '< 50',
      met: at('api', SEARCH).p99Milliseconds < 50,
    },
    'advertisements page gzip kB': {
      value: page.gzipBytes / 1024,
      target: '≤ 200',
      met: page.gzipBytes <= page.budgetBytes,
    },
  };
  console.log('\nAdvertisements targets:');
  printTable(
    Object.entries(targets).map(([name, target]) => ({
      measure: name,
      value: Number(target.value.toFixed(2)),
      target: target.target,
      met: target.met ? 'yes' : 'NO',
    })),
  );
  return { ads: BENCH_ADS, seedSeconds, rows, page, targets };
}
