import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test-database.ts';
import { REPO_ROOT, startServer, type RunningServer } from './server-process.ts';

const PASSWORD = 'Durable-Password-1';
let dataDir: string;
let environment: Record<string, string>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'coachyard-durability-'));
  environment = {
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    EMBEDDED_PG_PORT: String(await freePort()),
    SEED_ON_START: 'true',
    SEED_PASSWORD: PASSWORD,
    // The event senders below report at full speed from one address.
    EVENTS_PER_IP_PER_MINUTE: '1000000',
    RATE_LIMIT_PER_MINUTE: '0',
  };
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function signIn(server: RunningServer) {
  const response = await fetch(`${server.url}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_email: 'admin@coachyard.test', user_password: PASSWORD }),
  });
  return (await response.json()).data.access_token as string;
}

/**
 * Writers that create lookup items as fast as they are answered until told to stop, and remember which
 * creations were answered 2xx: those, and only those, the database promised to keep.
 */
async function writeUntilStopped(server: RunningServer, label: string, crash: () => void) {
  const token = await signIn(server);
  const tables = await fetch(`${server.url}/api/collections?by_slug=vehicle-tags`, {
    headers: { authorization: `Bearer ${token}` },
  }).then((response) => response.json());
  const tableId = tables.data.items?.[0]?.id ?? tables.data[0]?.id;
  const acknowledged: string[] = [];
  let running = true;
  let counter = 0;
  const writer = async () => {
    while (running) {
      const name = `${label} ${(counter += 1)}`;
      const status = await fetch(`${server.url}/api/collections/${tableId}/items`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name, translations: { en: name } }),
      }).then(
        (response) => response.status,
        () => 0,
      );
      if (status >= 200 && status < 300) acknowledged.push(name);
      else if (status === 0) return; // the server is gone
    }
  };
  const writers = Array.from({ length: 4 }, writer);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  crash();
  await new Promise((resolve) => setTimeout(resolve, 500));
  running = false;
  await Promise.all(writers);
  return acknowledged;
}

/** What the database holds of one run's items, and their audit rows, read straight from PostgreSQL. */
async function stored(label: string) {
  const password = (await readFile(path.join(dataDir, 'pg-password'), 'utf8')).trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${environment.EMBEDDED_PG_PORT}/coachyard`,
  });
  await client.connect();
  try {
    const items = await client.query<{ id: string; name: string }>(
      'select id, name from collection_items where name like $1',
      [`${label} %`],
    );
    const audits = await client.query<{ entity_id: string }>(
      `select entity_id from audit_events where action = 'create' and entity_id = any($1::text[])`,
      [items.rows.map((row) => row.id)],
    );
    return {
      names: items.rows.map((row) => row.name),
      audited: new Set(audits.rows.map((row) => row.entity_id)),
      items,
    };
  } finally {
    await client.end();
  }
}

describe('a crash during a write load', () => {
  it('keeps every write answered 2xx, whole, after a kill -9 of the API', async () => {
    const server = await startServer(REPO_ROOT, environment);
    const acknowledged = await writeUntilStopped(
      server,
      'After API crash',
      () => void server.stop('SIGKILL'),
    );
    expect(acknowledged.length).toBeGreaterThan(10);

    const restarted = await startServer(REPO_ROOT, environment);
    try {
      const { names, audited, items } = await stored('After API crash');
      expect(names).toEqual(expect.arrayContaining(acknowledged));
      // Nothing half-written: every stored item has the audit row of its own transaction.
      for (const row of items.rows) expect(audited.has(row.id)).toBe(true);
    } finally {
      await restarted.stop('SIGINT');
    }
  });

  it('keeps every write answered 2xx, whole, after a kill -9 of the embedded PostgreSQL', async () => {
    const server = await startServer(REPO_ROOT, environment);
    const postmaster = Number(
      (await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    const acknowledged = await writeUntilStopped(server, 'After database crash', () =>
      process.kill(postmaster, 'SIGKILL'),
    );
    expect(acknowledged.length).toBeGreaterThan(10);
    await server.stop('SIGINT');

    const restarted = await startServer(REPO_ROOT, environment);
    try {
      const { names, audited, items } = await stored('After database crash');
      expect(names).toEqual(expect.arrayContaining(acknowledged));
      for (const row of items.rows) expect(audited.has(row.id)).toBe(true);
    } finally {
      await restarted.stop('SIGINT');
    }
  });
});

/** Reports impressions of one ad, each from its own session, until the server is gone; answers those taken (202). */
async function reportUntilStopped(server: RunningServer, shortId: string, crash: () => void) {
  let acknowledged = 0;
  let running = true;
  let sent = 0;
  const sender = async () => {
    while (running) {
      const events = Array.from({ length: 20 }, () => ({
        type: 'impression',
        short_id: shortId,
        session: `crash-${(sent += 1)}`,
      }));
      const status = await fetch(`${server.url}/api/public/events`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
        },
        body: JSON.stringify({ events }),
      }).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 202) acknowledged += events.length;
      else if (status === 0) return;
    }
  };
  const senders = Array.from({ length: 4 }, sender);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  crash();
  await new Promise((resolve) => setTimeout(resolve, 500));
  running = false;
  await Promise.all(senders);
  return acknowledged;
}

/** One query straight to the embedded PostgreSQL, on a connection of its own (a crash may end the server's). */
async function queryDatabase<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const password = (await readFile(path.join(dataDir, 'pg-password'), 'utf8')).trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${environment.EMBEDDED_PG_PORT}/coachyard`,
  });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

describe('a crash while the public site reports events', () => {
  it('counts every event answered 202 once the API is back (count in = count rolled up)', async () => {
    const counted = async (id: string) =>
      Number(
        (
          await queryDatabase<{ total: string | null }>(
            `select sum(count) as total from advertisement_daily_counts
             where advertisement_id = $1 and type = 'impression' and day = (now() at time zone 'UTC')::date`,
            [id],
          )
        )[0]?.total ?? 0,
      );
    const server = await startServer(REPO_ROOT, environment);
    const [ad] = await queryDatabase<{ id: string; short_id: string }>(
      `select id, short_id from advertisements where status = 'published' and deleted_at is null
       order by short_id desc limit 1`,
    );
    const before = await counted(ad!.id);
    const acknowledged = await reportUntilStopped(server, ad!.short_id, () => void server.stop('SIGKILL'));
    expect(acknowledged).toBeGreaterThan(100);

    const restarted = await startServer(REPO_ROOT, environment);
    try {
      // The roll-up job runs every 30 s on whichever instance is up: wait for it as a dealer would.
      const deadline = Date.now() + 120_000;
      while ((await counted(ad!.id)) - before < acknowledged && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 1000));
      // Events stored just before the crash cut off their answer may count too; none answered 202 is lost.
      const [stored] = await queryDatabase<{ total: string }>(
        `select count(*) as total from advertisement_events where advertisement_id = $1 and session like 'crash-%'`,
        [ad!.id],
      );
      expect(Number(stored!.total)).toBeGreaterThanOrEqual(acknowledged);
      expect((await counted(ad!.id)) - before).toBe(Number(stored!.total));
    } finally {
      await restarted.stop('SIGINT');
    }
  }, 240_000);
});
