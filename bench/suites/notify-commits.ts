import pg from 'pg';
import { BENCH_SECONDS, percentileOf, printTable } from '../lib/load.ts';

/**
 * Issue 30: what a cache notice costs the writes that send it. Ten connections commit small audited writes on the
 * app's database, the notice sent three ways: none, by the insert inside the transaction (as every request's
 * audit statement did), after the commit by a statement of its own (as requests do now, before batching).
 */
const CONNECTIONS = 10;
const WAYS = ['none', 'in the transaction', 'after the commit'] as const;

export async function benchNotifyCommits(databaseUrl: string) {
  const setup = new pg.Client({ connectionString: databaseUrl });
  await setup.connect();
  await setup.query('create table if not exists bench_notify_events (id bigserial primary key, body jsonb)');
  // Someone listens, as the app's instances do.
  await setup.query('listen bench_notify');
  const rows: Record<string, string | number>[] = [];
  try {
    for (const way of [...WAYS, ...WAYS]) rows.push({ notice: way, ...(await commitsFor(databaseUrl, way)) });
  } finally {
    await setup.query('drop table bench_notify_events');
    await setup.end();
  }
  console.log(
    `\nCommits of ${CONNECTIONS} connections, ${BENCH_SECONDS} s each, by where the cache notice is sent:`,
  );
  printTable(rows);
}

async function commitsFor(databaseUrl: string, way: (typeof WAYS)[number]) {
  const clients = await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      return client;
    }),
  );
  const until = Date.now() + BENCH_SECONDS * 1000;
  const times: number[] = [];
  const insert = 'insert into bench_notify_events (body) values ($1)';
  await Promise.all(
    clients.map(async (client) => {
      while (Date.now() < until) {
        const started = performance.now();
        await client.query('begin');
        if (way === 'in the transaction')
          await client.query(`with event as (${insert}) select pg_notify('bench_notify', 'x')`, [{ a: 1 }]);
        else await client.query(insert, [{ a: 1 }]);
        await client.query('commit');
        if (way === 'after the commit') await client.query(`select pg_notify('bench_notify', 'x')`);
        times.push(performance.now() - started);
      }
    }),
  );
  await Promise.all(clients.map((client) => client.end()));
  return {
    'commits/s': Math.round(times.length / BENCH_SECONDS),
    'p99 ms': Math.round(percentileOf(times, 0.99)),
  };
}
