import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { printTable } from '../lib/load.ts';
import { repoRoot, type RunningServer } from '../lib/server.ts';
import { getData } from '../lib/get-data.ts';

// Issue 15's bench, part 1: the public intake under a flood (see leads.ts).

export const FORMS = Number(process.env.BENCH_LEAD_FORMS ?? 800);
const INTAKE_CONNECTIONS = 50;
const FLOOD_CONNECTIONS = 5;
/** Forms per simulated address: under LEADS_PER_IP_PER_HOUR (20). */
const FORMS_PER_ADDRESS = 4;
const FLOOD_ADDRESS = '198.51.100.66';
/** The server's minimum fill time (LEADS_MIN_FILL_SECONDS, 3 s) and a little more. */
const FILL_MS = 3_200;
const runNode = promisify(execFile);
export const nodeScript = (script: string, args: string[], environment: Record<string, string>) =>
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
export async function openedForms(appUrl: string) {
  const { stdout } = await nodeScript('apps/api/src/modules/leads/bench/solve-challenges.ts', [], {
    APP_URL: appUrl,
    COUNT: String(FORMS),
  });
  // The last form opened when solving began; it waits out the fill time too, like a person typing.
  await new Promise((resolve) => setTimeout(resolve, FILL_MS));
  return JSON.parse(stdout) as string[];
}

export async function benchIntake(
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
