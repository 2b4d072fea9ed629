import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';

/** A free TCP port on loopback, for an embedded server that must not meet the developer's own. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export const withDatabase = (url: string, database: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

export async function adminQuery(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A new database's name in this run's own prefix (test/global-setup.ts): the run drops its own databases when it
 * ends, never those of another run on the same server.
 */
export const newTestDatabaseName = () => `${inject('testDatabasePrefix')}${randomBytes(5).toString('hex')}`;

/**
 * The server the API tests run on: TEST_DATABASE_URL's (a real PostgreSQL, e.g. Debian's in CI, `shared` with
 * whatever else uses it) or an embedded one in a temporary folder, gone with its data once stopped. Returns an
 * admin URL on the server's `postgres` database.
 */
export async function startTestServer() {
  if (process.env.TEST_DATABASE_URL) {
    return {
      adminUrl: withDatabase(process.env.TEST_DATABASE_URL, 'postgres'),
      shared: true,
      stop: async () => {},
    };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coachyard-test-pg-'));
  const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'postgres' });
  return {
    adminUrl: embedded.url,
    shared: false,
    stop: async () => {
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The password the template's demo accounts get. */
export const TEST_PASSWORD = 'Test-Password-1';
