import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';
import { BENCH_SECONDS, measure, printTable, type LoadResult } from '../lib/load.ts';
import { freePort, signIn, startApp, waitFor, type RunningServer } from '../lib/server.ts';
import { advertisementsEnvironment } from './advertisements-environment.ts';

/**
 * Issue 17's bench: the audit trail's list on BENCH_AUDIT_EVENTS events (default 1,000,000) — its first page and
 * a filtered page — each beside the same SQL run raw through `pg` by a bare Fastify server in its own process,
 * both over HTTP with the same autocannon settings, so the ratio is what the API adds (auth, privileges,
 * validation, presenting the diff and the names of the ids it holds).
 */

export const BENCH_AUDIT_EVENTS = Number(process.env.BENCH_AUDIT_EVENTS ?? 1_000_000);
const CONNECTIONS = 10;
const PER_PAGE = 50;

/** The cases, as the screen asks them and as conditions of the raw statement. */
const CASES = [
  { name: 'first page', query: '', where: 'true', values: [] as string[] },
  {
    name: 'filtered: advertisements updates',
    query: 'namespace=advertisements&action=update',
    where: `e.namespace = $1 and e.action = $2`,
    values: ['advertisements', 'update'],
  },
  {
    name: 'filtered: one person’s sign-ins',
    query: 'namespace=auth&action=login&actor=',
    where: `e.namespace = $1 and e.action = $2 and e.actor_id = $3`,
    values: ['auth', 'login'],
  },
];

/** The raw side's statement: the API's columns and join, newest first, one row more than a page. */
const rawStatement = (where: string, limitParameter: number) =>
  `select e.id, e.occurred_at, e.actor_id, e.actor_role, e.action, e.namespace, e.entity_id, e.before, e.after,
          e.request_id, e.ip, u.first_name, u.last_name, u.email_address, u.role
     from audit_events e left join users u on u.id = e.actor_id
    where ${where} order by e.id desc limit $${limitParameter}`;

/**
 * A trail that ran for two years: a million events in time order (ids follow time, as they do when written),
 * sign-ins, failed sign-ins, creates, updates with a changed price or status, deletes and restores over the
 * namespaces, by the seeded staff, dealers and representatives; written in one statement.
 */
async function seedEvents(client: pg.Client, count: number) {
  await client.query(
    `with people as (select array_agg(id order by id) ids, array_agg(role order by id) roles from users),
          records as (select array_agg(id::text order by id) ids from advertisements)
     insert into audit_events (occurred_at, actor_id, actor_role, action, namespace, entity_id, before, after,
                               request_id, ip)
     select now() - interval '730 days' + (n * (interval '730 days' / $1::int)),
            people.ids[1 + n % array_length(people.ids, 1)],
            people.roles[1 + n % array_length(people.ids, 1)],
            (array['login','update','update','update','create','status_change','login_failed','delete','restore',
                   'export'])[1 + n % 10],
            case when n % 10 in (0, 6) then 'auth'
                 else (array['advertisements','advertisements','users','lookup-tables','locations','content',
                             'leads_query'])[1 + (n / 10) % 7] end,
            records.ids[1 + n % array_length(records.ids, 1)],
            case when n % 10 in (1, 2, 3) then jsonb_build_object('price_minor', 4000000 + n % 900000) end,
            case when n % 10 in (1, 2, 3) then jsonb_build_object('price_minor', 3900000 + n % 900000)
                 when n % 10 = 5 then jsonb_build_object('status', 'published') end,
            md5(n::text)::uuid::text,
            '10.' || (n % 250) || '.' || (n / 250 % 250) || '.' || (n % 7 + 1)
       from generate_series(1, $1::int) n, people, records`,
    [count],
  );
  await client.query('analyze audit_events');
}

/** The raw side: a bare Fastify route per case running its statement through one `pg` pool. */
async function runRawServer() {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const cases = JSON.parse(process.env.RAW_AUDIT_CASES!) as { where: string; values: string[] }[];
  const app = Fastify();
  cases.forEach((rawCase, index) => {
    const text = rawStatement(rawCase.where, rawCase.values.length + 1);
    app.get(`/raw/${index}`, async () => {
      const { rows } = await pool.query(text, [...rawCase.values, PER_PAGE + 1]);
      return {
        data: {
          items: rows.slice(0, PER_PAGE),
          next_cursor: rows.length > PER_PAGE ? rows[PER_PAGE - 1].id : null,
        },
      };
    });
  });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
}

async function startRawServer(databaseUrl: string, cases: { where: string; values: string[] }[]) {
  const port = await freePort();
  const child = spawn('node', ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      AUDIT_RAW_SERVER: '1',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      RAW_AUDIT_CASES: JSON.stringify(cases),
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/raw/0`, child, 60);
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    },
  };
}

export interface AuditBench {
  events: number;
  seedSeconds: number;
  rows: (LoadResult & { case: string; side: 'api' | 'raw' })[];
}

export async function benchAudit(
  app: RunningServer,
  databaseUrl: string,
  token: string,
): Promise<AuditBench> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let seedSeconds = 0;
  let actor: string;
  try {
    console.log(`\nSeeding ${BENCH_AUDIT_EVENTS} audit events in one statement…`);
    const started = Date.now();
    await seedEvents(client, BENCH_AUDIT_EVENTS);
    seedSeconds = (Date.now() - started) / 1000;
    actor = (await client.query(`select id from users where email_address = 'dealer@coachyard.test'`)).rows[0]
      .id;
  } finally {
    await client.end();
  }
  const cases = CASES.map((benchCase) =>
    benchCase.query.endsWith('actor=')
      ? { ...benchCase, query: `${benchCase.query}${actor}`, values: [...benchCase.values, actor] }
      : benchCase,
  );
  const raw = await startRawServer(databaseUrl, cases);
  const headers = { authorization: `Bearer ${token}` };
  const rows: AuditBench['rows'] = [];
  try {
    console.log(
      `\nAudit trail on ${BENCH_AUDIT_EVENTS} events, ${BENCH_SECONDS} s each, ${CONNECTIONS} connections:`,
    );
    for (const [index, benchCase] of cases.entries()) {
      const query = `per_page=${PER_PAGE}${benchCase.query ? `&${benchCase.query}` : ''}`;
      const api = await measure(`GET /api/audit: ${benchCase.name}`, {
        url: `${app.url}/api/audit?${query}`,
        connections: CONNECTIONS,
        headers,
      });
      const bare = await measure(`raw SQL: ${benchCase.name}`, {
        url: `${raw.url}/raw/${index}`,
        connections: CONNECTIONS,
      });
      rows.push(
        { ...api, case: benchCase.name, side: 'api' },
        { ...bare, case: benchCase.name, side: 'raw' },
      );
    }
  } finally {
    await raw.stop();
  }
  printTable(
    cases.map(({ name }) => {
      const api = rows.find((row) => row.case === name && row.side === 'api')!;
      const bare = rows.find((row) => row.case === name && row.side === 'raw')!;
      return {
        case: name,
        'API req/s': api.requestsPerSecond,
        'API p99 ms': api.p99Milliseconds,
        'raw req/s': bare.requestsPerSecond,
        'raw p99 ms': bare.p99Milliseconds,
        'API ÷ raw': (api.requestsPerSecond / bare.requestsPerSecond).toFixed(2),
        errors: api.errors + api.non2xx + bare.errors + bare.non2xx,
      };
    }),
  );
  return { events: BENCH_AUDIT_EVENTS, seedSeconds, rows };
}

// Run as the raw server (spawned above), or alone: `node --import tsx bench/suites/audit.ts`.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.env.AUDIT_RAW_SERVER) await runRawServer();
  else {
    const environment = await advertisementsEnvironment();
    const app = await startApp(environment.environment);
    try {
      await benchAudit(app, await environment.databaseUrl(), await signIn(app.url, 'admin@coachyard.test'));
    } finally {
      await app.stop();
      await environment.cleanup();
    }
  }
}
