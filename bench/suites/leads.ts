import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { BENCH_SECONDS, measure, printTable, type LoadResult } from '../lib/load.ts';
import {
  BENCH_PASSWORD,
  freePort,
  repoRoot,
  signIn,
  startApp,
  waitFor,
  type RunningServer,
} from '../lib/server.ts';
import { advertisementsEnvironment } from './advertisements.ts';

/**
 * Issue 15's bench, on an app of its own (behind a "proxy": TRUST_PROXY, so X-Forwarded-For names the buyer):
 * 1. Public intake: BENCH_LEAD_FORMS buyers' forms from many addresses at 50 connections while one address floods
 *    the same endpoint. Every legitimate layer is passed as a browser passes it — each form solves its own altcha
 *    challenge (in a process of its own, as a buyer's browser works on the buyer's CPU), is sent more than the
 *    minimum fill time after it opened, from an address and an e-mail under their hourly limits, with an empty
 *    honeypot — and the flood, a robot that cannot afford the proof of work, meets the per-IP limit. Afterwards
 *    the database is counted: every receipt a buyer got is a stored lead outside the Spam view, and nothing of
 *    the flood's.
 * 2. The query inbox on BENCH_LEADS more leads (`npm run seed -- --leads N`), beside the same statements run raw
 *    through `pg` by a bare Fastify server (apps/api/src/modules/leads/bench/raw-sql-server.ts).
 */

export const BENCH_LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const FORMS = Number(process.env.BENCH_LEAD_FORMS ?? 800);
const INTAKE_CONNECTIONS = 50;
const FLOOD_CONNECTIONS = 5;
/** Forms per simulated address: under LEADS_PER_IP_PER_HOUR (20). */
const FORMS_PER_ADDRESS = 4;
const FLOOD_ADDRESS = '198.51.100.66';
/** The server's minimum fill time (LEADS_MIN_FILL_SECONDS, 3 s) and a little more. */
const FILL_MS = 3_200;
const PER_PAGE = 25;
const LIST_CONNECTIONS = 10;

const runNode = promisify(execFile);
const nodeScript = (script: string, args: string[], environment: Record<string, string>) =>
  runNode('node', ['--import', 'tsx', path.join(repoRoot, script), ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...environment },
    maxBuffer: 256 * 1024 * 1024,
  });

const buyerAddress = (form: number) => {
  const address = Math.floor(form / FORMS_PER_ADDRESS);
  return `100.64.${Math.floor(address / 250)}.${(address % 250) + 1}`;
};

const LANGUAGES = ['tr', 'en', 'es', 'fr', 'de', 'it', 'ru', 'ar'] as const;
const KINDS = [
  'query',
  'query',
  'query',
  'query',
  'query',
  'query',
  'query',
  'faq',
  'faq',
  'contact',
] as const;

/** The form the public site sends for buyer `form`: its own e-mail, text and, for a query, a published ad. */
function buyerForm(form: number, altcha: string, shortIds: string[]) {
  const kind = KINDS[form % KINDS.length]!;
  return {
    kind,
    body: {
      name: `Buyer ${form}`,
      email: `buyer.${form}@fleet-${form % 97}.example`,
      phone: `+49 30 ${String(9_000_000 + form)}`,
      message: `Form ${form}: is the coach still available, and could we see it next week?`,
      language: LANGUAGES[form % LANGUAGES.length],
      source_page: 'https://www.coachyard.com/en/ads',
      website: '',
      altcha,
      ...(kind === 'query' ? { advertisement: shortIds[form % shortIds.length] } : {}),
    },
  };
}

async function getData<T>(url: string, token: string) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

export interface IntakeBench {
  forms: number;
  seconds: number;
  requestsPerSecond: number;
  p99Milliseconds: number;
  statuses: Record<string, number>;
  flood: { requests: number; statuses: Record<string, number> };
  stored: { receipts: number; storedNotSpam: number; storedSpam: number; fromFlood: number };
}

const countStatus = (statuses: Record<string, number>, status: number) => {
  statuses[status] = (statuses[status] ?? 0) + 1;
};

/** The buyers' forms at 50 connections while the flood runs beside them; the statuses and receipts of each. */
async function measureIntake(appUrl: string, payloads: string[], shortIds: string[]) {
  const receipts: string[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  const flood = { requests: 0, statuses: {} as Record<string, number> };
  let floodFinished = () => {};
  const floodStopped = new Promise<void>((resolve) => (floodFinished = resolve));
  // Until the buyers are done: stopped below.
  const floodRun = autocannon(
    {
      url: `${appUrl}/api/public/leads/contact`,
      connections: FLOOD_CONNECTIONS,
      duration: 600,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': FLOOD_ADDRESS },
      body: JSON.stringify({
        name: 'Win a free coach',
        email: 'robot@spam.example',
        message: 'Cheap loans for every coach operator, click now',
        language: 'en',
        altcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
      }),
    },
    () => floodFinished(),
  );
  floodRun.on('response', (_client, status) => {
    flood.requests += 1;
    countStatus(flood.statuses, status);
  });
  const legit = await autocannon({
    url: `${appUrl}/api/public/leads/query`,
    connections: INTAKE_CONNECTIONS,
    amount: payloads.length,
    requests: [
      {
        setupRequest: (request) => {
          const form = next++;
          const { kind, body } = buyerForm(form, payloads[form]!, shortIds);
          return {
            ...request,
            method: 'POST',
            path: `/api/public/leads/${kind}`,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': buyerAddress(form) },
            body: JSON.stringify(body),
          };
        },
        onResponse: (status, body) => {
          countStatus(statuses, status);
          if (status === 201)
            receipts.push((JSON.parse(body) as { data: { receipt_id: string } }).data.receipt_id);
        },
      },
    ],
  });
  floodRun.stop();
  await floodStopped;
  return { legit, receipts, statuses, flood };
}

/** FORMS forms opened on the app and their challenges solved, each form's `altcha` payload. */
async function openedForms(appUrl: string) {
  const { stdout } = await nodeScript('apps/api/src/modules/leads/bench/solve-challenges.ts', [], {
    APP_URL: appUrl,
    COUNT: String(FORMS),
  });
  // The last form opened when solving began; it waits out the fill time too, like a person typing.
  await new Promise((resolve) => setTimeout(resolve, FILL_MS));
  return JSON.parse(stdout) as string[];
}

async function benchIntake(
  app: RunningServer,
  databaseUrl: string,
  token: string,
  payloads: string[],
): Promise<IntakeBench> {
  const ads = await getData<{ items: { short_id: string }[] }>(
    `${app.url}/api/advertisements?status=published&per_page=100`,
    token,
  );
  const shortIds = ads.items.map((ad) => ad.short_id);
  console.log(
    `\nLead intake: ${FORMS} forms from ${Math.ceil(FORMS / FORMS_PER_ADDRESS)} addresses at ${INTAKE_CONNECTIONS} connections, one address flooding at ${FLOOD_CONNECTIONS}:`,
  );
  const { legit, receipts, statuses, flood } = await measureIntake(app.url, payloads, shortIds);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [stored] = (
      await client.query(
        `select count(*) filter (where not is_spam)::int as ok, count(*) filter (where is_spam)::int as spam
           from leads where receipt_id = any($1)`,
        [receipts],
      )
    ).rows;
    const [fromFlood] = (
      await client.query(`select count(*)::int as count from leads where sender_ip = $1`, [FLOOD_ADDRESS])
    ).rows;
    const result: IntakeBench = {
      forms: FORMS,
      seconds: legit.duration,
      requestsPerSecond: Math.round((statuses[201] ?? 0) / legit.duration),
      p99Milliseconds: legit.latency.p99,
      statuses,
      flood,
      stored: {
        receipts: receipts.length,
        storedNotSpam: stored.ok,
        storedSpam: stored.spam,
        fromFlood: fromFlood.count,
      },
    };
    printTable([
      {
        side: 'buyers',
        requests: legit.requests.total,
        'req/s (201)': result.requestsPerSecond,
        'p99 ms': result.p99Milliseconds,
        statuses: JSON.stringify(statuses),
        'stored, not spam': stored.ok,
        'stored as spam': stored.spam,
      },
      {
        side: 'flood (one address)',
        requests: flood.requests,
        'req/s (201)': 0,
        'p99 ms': '',
        statuses: JSON.stringify(flood.statuses),
        'stored, not spam': fromFlood.count,
        'stored as spam': '',
      },
    ]);
    const allStored = result.stored.receipts === FORMS && result.stored.storedNotSpam === FORMS;
    console.log(
      allStored && fromFlood.count === 0
        ? `Every buyer's form was answered 201 and is stored outside the Spam view; nothing of the flood is stored.`
        : `NOT ALL STORED: ${JSON.stringify(result.stored)}`,
    );
    return result;
  } finally {
    await client.end();
  }
}

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

async function benchInbox(
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

export interface LeadsBench {
  intake: IntakeBench;
  inbox: LeadsListBench;
}

/** Both halves of issue 15's bench on an app and embedded PostgreSQL of their own. */
export async function benchLeads(): Promise<LeadsBench> {
  const environment = await advertisementsEnvironment();
  const app = await startApp({ ...environment.environment, TRUST_PROXY: 'true' });
  try {
    const databaseUrl = await environment.databaseUrl();
    console.log(
      `\nSeeding ${BENCH_LEADS} more leads through \`npm run seed -- --leads ${BENCH_LEADS}\` while ${FORMS} buyers open a form and solve its challenge…`,
    );
    const started = Date.now();
    const seeding = nodeScript('apps/api/src/seed/cli.ts', ['--leads', String(BENCH_LEADS)], {
      ...environment.environment,
      DATABASE_URL: databaseUrl,
      SEED_PASSWORD: BENCH_PASSWORD,
    }).then(() => (Date.now() - started) / 1000);
    const [seedSeconds, payloads] = await Promise.all([seeding, openedForms(app.url)]);
    const token = await signIn(app.url, 'admin@coachyard.test');
    const intake = await benchIntake(app, databaseUrl, token, payloads);
    const inbox = await benchInbox(app, databaseUrl, seedSeconds);
    return { intake, inbox };
  } finally {
    await app.stop();
    await environment.cleanup();
  }
}
