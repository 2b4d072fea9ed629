import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { BENCH_SECONDS, measure, printTable, type LoadResult } from '../lib/load.ts';
import { freePort, repoRoot, signIn, waitFor, type RunningServer } from '../lib/server.ts';
import { getData } from '../lib/get-data.ts';

// Issue 15's bench, part 2: the query inbox beside its raw-SQL twin (see leads.ts).

const PER_PAGE = 25;
const LIST_CONNECTIONS = 10;
/** The raw-SQL twin of the query inbox, in its own process, serving `cases`. */
async function startRawLeadsServer(
  databaseUrl: string,
  cases: Record<string, unknown>,
): Promise<RunningServer> {
  const port = await freePort();
  const script = path.join(repoRoot, 'apps/api/src/modules/leads/bench/raw-sql-server.ts');
  const environment = { DATABASE_URL: databaseUrl, PORT: String(port), RAW_CASES: JSON.stringify(cases) };
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...environment },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/raw/ready`, child, 60);
  const stop = async () => {
    child.kill('SIGINT');
    await once(child, 'exit');
  };
  return { url, stop };
}

export interface LeadsListBench {
  leads: number;
  seedSeconds: number;
  rows: (LoadResult & { case: string; side: 'api' | 'raw' })[];
}

export async function benchInbox(
  app: RunningServer,
  databaseUrl: string,
  seedSeconds: number,
): Promise<LeadsListBench> {
  const tokens = {
    ADMIN: await signIn(app.url, 'admin@coachyard.test'),
    DEALER: await signIn(app.url, 'dealer@coachyard.test'),
  };
  const ids = {
    ADMIN: (await getData<{ id: string }>(`${app.url}/api/users/me`, tokens.ADMIN)).id,
    DEALER: (await getData<{ id: string }>(`${app.url}/api/users/me`, tokens.DEALER)).id,
  };
  const api = `${app.url}/api/leads_query`;
  const first = await getData<{ total: number }>(`${api}?per_page=${PER_PAGE}`, tokens.ADMIN);
  const deepPage = Math.max(1, Math.floor(first.total / PER_PAGE / 2));
  const cases: Record<string, { query: string; role: 'ADMIN' | 'DEALER' }> = {
    'page 1': { query: `per_page=${PER_PAGE}`, role: 'ADMIN' },
    [`page ${deepPage}`]: { query: `per_page=${PER_PAGE}&page=${deepPage}`, role: 'ADMIN' },
    'text search': { query: `per_page=${PER_PAGE}&q=service history`, role: 'ADMIN' },
    'filtered (status, tag)': { query: `per_page=${PER_PAGE}&status=new,open&tag=urgent`, role: 'ADMIN' },
    "a dealer's own (row scope)": { query: `per_page=${PER_PAGE}`, role: 'DEALER' },
  };
  const raw = await startRawLeadsServer(
    databaseUrl,
    Object.fromEntries(
      Object.entries(cases).map(([name, entry]) => [
        name,
        { query: entry.query, actor: { id: ids[entry.role], role: entry.role } },
      ]),
    ),
  );
  const rows: LeadsListBench['rows'] = [];
  try {
    console.log(
      `\nQuery inbox on ${first.total} leads, ${BENCH_SECONDS} s each, ${LIST_CONNECTIONS} connections:`,
    );
    for (const [name, entry] of Object.entries(cases)) {
      const url = `${api}?${new URLSearchParams(Object.fromEntries(new URLSearchParams(entry.query)))}`;
      const headers = { authorization: `Bearer ${tokens[entry.role]}` };
      rows.push({
        ...(await measure(`GET list: ${name}`, { url, connections: LIST_CONNECTIONS, headers })),
        case: name,
        side: 'api',
      });
      rows.push({
        ...(await measure(`raw SQL: ${name}`, {
          url: `${raw.url}/raw/list/${encodeURIComponent(name)}`,
          connections: LIST_CONNECTIONS,
        })),
        case: name,
        side: 'raw',
      });
    }
  } finally {
    await raw.stop();
  }
  printTable(
    Object.keys(cases).map((name) => {
      const apiRow = rows.find((row) => row.case === name && row.side === 'api')!;
      const rawRow = rows.find((row) => row.case === name && row.side === 'raw')!;
      return {
        case: name,
        'API req/s': apiRow.requestsPerSecond,
        'API p99 ms': apiRow.p99Milliseconds,
        'raw req/s': rawRow.requestsPerSecond,
        'raw p99 ms': rawRow.p99Milliseconds,
        'API/raw': (apiRow.requestsPerSecond / rawRow.requestsPerSecond).toFixed(2),
        errors: apiRow.errors + apiRow.non2xx + rawRow.errors + rawRow.non2xx,
      };
    }),
  );
  return { leads: first.total, seedSeconds, rows };
}
