import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/db/embedded.ts';
import { freePort } from '../test-database.ts';
import {
  isRoot,
  onlyLine,
  privateCheckout,
  REPO_ROOT,
  startExpectingExit,
  startServer,
} from './server-process.ts';

const run = promisify(execFile);
let scratch: string;
const folder = async (name: string) => {
  const made = path.join(scratch, name);
  await mkdir(made, { recursive: true });
  return made;
};

/** A port something else listens on, as a developer's other server would. */
async function occupiedPort(): Promise<{ port: number; close(): Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A small file system mounted for one test: full, or read-only (root only). */
async function mount(options: string) {
  const target = await mkdtemp(path.join(scratch, 'mount-'));
  await run('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', target]);
  return { target, unmount: () => run('umount', [target]).then(() => undefined) };
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'coachyard-startup-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('npm start', () => {
  it('starts from a checkout in a folder only its owner may enter, and a second start leaves it running', async () => {
    // As root the database runs as another account, which cannot enter such a folder: the reported failure.
    const { root, checkout } = isRoot ? await privateCheckout() : { root: scratch, checkout: REPO_ROOT };
    const dataDir = path.join(checkout, 'data');
    const environment = {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      EMBEDDED_PG_PORT: String(await freePort()),
    };
    try {
      const first = await startServer(checkout, environment);
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

      const second = await startExpectingExit(checkout, { ...environment, PORT: String(await freePort()) });
      expect(second.code).toBe(0);
      expect(second.stdout).toContain(`Coachyard is already running at ${first.url}`);
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

      const stopped = await first.stop('SIGINT');
      expect(stopped.code).toBe(0);
      expect(stopped.stdout).toContain('Stopped cleanly.');
      // Nothing about the private folder was opened up, the data stayed where DATA_DIR says, and the
      // binaries staged for the database account were cleaned up with it.
      if (isRoot) expect((await stat(root)).mode & 0o777).toBe(0o700);
      expect(await readFile(path.join(dataDir, 'pg', 'PG_VERSION'), 'utf8')).toMatch(/^\d+/);
      for (const name of await readdir(os.tmpdir())) {
        if (!name.startsWith('coachyard-pg-')) continue;
        const owner = await readFile(path.join(os.tmpdir(), name, 'owner.pid'), 'utf8').catch(() => '');
        expect(owner).not.toBe(String(first.pid));
      }

      // The same data comes back on the next start.
      const again = await startServer(checkout, environment);
      expect((await fetch(`${again.url}/api/health`)).status).toBe(200);
      expect((await again.stop('SIGTERM')).code).toBe(0);
    } finally {
      if (isRoot) await rm(root, { recursive: true, force: true });
    }
  });

  it('on SIGTERM turns not-ready at once, answers what is in flight, and exits 0', async () => {
    const server = await startServer(REPO_ROOT, {
      DATA_DIR: await folder('sigterm'),
      PORT: String(await freePort()),
      EMBEDDED_PG_PORT: String(await freePort()),
      SHUTDOWN_DELAY_SECONDS: '1',
    });
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    // Sign-ins cost a deliberate hash each: on two cores these are still running when the signal lands.
    const inFlight = Array.from({ length: 12 }, (_, index) =>
      fetch(`${server.url}/api/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user_email: `buyer${index}@example.com`, user_password: 'wrong-password' }),
      }).then((response) => response.status),
    );
    const stopped = server.stop('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(503);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(await Promise.all(inFlight)).toEqual(Array(12).fill(404));
    const outcome = await stopped;
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toContain('Stopped cleanly.');
  });

  it('seeds the demo data on the first start in a process of its own, and prints the accounts', async () => {
    const server = await startServer(REPO_ROOT, {
      DATA_DIR: await folder('first-run'),
      PORT: String(await freePort()),
      EMBEDDED_PG_PORT: String(await freePort()),
      SEED_ON_START: 'true',
      SEED_PASSWORD: 'First-Run-Password-1',
    });
    try {
      expect(server.output()).toContain('Seeding demo data (first run)…');
      expect(server.output()).toMatch(/ADMIN +admin@coachyard\.test +First-Run-Password-1/);
      // The seed ran in a child of the server, which has ended: its only child left is the embedded PostgreSQL.
      const children = (await readFile(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8')).trim();
      const names = await Promise.all(
        children.split(' ').map((pid) => readFile(`/proc/${pid}/comm`, 'utf8').then((name) => name.trim())),
      );
      expect(names).toEqual(['postgres']);
      const signIn = await fetch(`${server.url}/api/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user_email: 'dealer@coachyard.test', user_password: 'First-Run-Password-1' }),
      });
      expect(signIn.status).toBe(200);
      const token = ((await signIn.json()) as { data: { access_token: string } }).data.access_token;
      const ads = await fetch(`${server.url}/api/advertisements?per_page=1`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(((await ads.json()) as { data: { total: number } }).data.total).toBeGreaterThan(0);
    } finally {
      expect((await server.stop('SIGINT')).code).toBe(0);
    }
  });

  it('names the process holding the embedded database port, and the variable that moves it', async () => {
    const taken = await occupiedPort();
    try {
      const outcome = await startExpectingExit(REPO_ROOT, {
        DATA_DIR: await folder('pg-port'),
        PORT: String(await freePort()),
        EMBEDDED_PG_PORT: String(taken.port),
      });
      expect(outcome.code).toBe(1);
      expect(onlyLine(outcome)).toMatch(
        new RegExp(
          `^Port ${taken.port} \\(embedded PostgreSQL\\) is already in use by node \\(pid ${process.pid}\\): .*EMBEDDED_PG_PORT`,
        ),
      );
    } finally {
      await taken.close();
    }
  });

  it('refuses a PORT that is taken before it starts anything', async () => {
    const taken = await occupiedPort();
    const dataDir = await folder('port');
    try {
      const outcome = await startExpectingExit(REPO_ROOT, {
        DATA_DIR: dataDir,
        PORT: String(taken.port),
        EMBEDDED_PG_PORT: String(await freePort()),
      });
      expect(outcome.code).toBe(1);
      expect(onlyLine(outcome)).toMatch(
        new RegExp(`^Port ${taken.port} \\(the web app and API\\) is already in use by node .*set PORT`),
      );
      expect(await readdir(dataDir)).not.toContain('pg');
    } finally {
      await taken.close();
    }
  });

  it('refuses a data folder made by another PostgreSQL version and leaves it as it was', async () => {
    const dataDir = await folder('old-version');
    await mkdir(path.join(dataDir, 'pg'));
    await writeFile(path.join(dataDir, 'pg', 'PG_VERSION'), '16\n');
    const outcome = await startExpectingExit(REPO_ROOT, {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      EMBEDDED_PG_PORT: String(await freePort()),
    });
    expect(outcome.code).toBe(1);
    expect(onlyLine(outcome)).toMatch(
      /holds a PostgreSQL 16 database, but .* runs PostgreSQL 17: move .*DATA_DIR/,
    );
    expect(await readdir(path.join(dataDir, 'pg'))).toEqual(['PG_VERSION']);
  });

  it('refuses a data folder it cannot write to', async () => {
    let dataDir: string;
    let release = async () => {};
    if (isRoot) {
      // Root may write through any folder mode; only a read-only mount stops it.
      const readOnly = await mount('ro,size=1m');
      dataDir = readOnly.target;
      release = readOnly.unmount;
    } else {
      dataDir = await folder('read-only');
      await run('chmod', ['500', dataDir]);
    }
    try {
      const outcome = await startExpectingExit(REPO_ROOT, {
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
      });
      expect(outcome.code).toBe(1);
      expect(onlyLine(outcome)).toMatch(/^The data folder .* is not writable \((EROFS|EACCES)\): .*DATA_DIR/);
    } finally {
      await release();
    }
  });

  it.skipIf(!isRoot)('refuses a full disk before the database half-writes to it', async () => {
    const full = await mount('size=2m');
    try {
      const outcome = await startExpectingExit(REPO_ROOT, {
        DATA_DIR: full.target,
        PORT: String(await freePort()),
        EMBEDDED_PG_PORT: String(await freePort()),
      });
      expect(outcome.code).toBe(1);
      expect(onlyLine(outcome)).toMatch(
        /^The disk holding .* is full \(\d+ MB free, 64 MB needed\): free some space/,
      );
    } finally {
      await full.unmount();
    }
  });

  it('refuses a too short JWT_SECRET, saying how to make one', async () => {
    const outcome = await startExpectingExit(REPO_ROOT, { JWT_SECRET: 'too-short' });
    expect(outcome.code).toBe(1);
    expect(onlyLine(outcome)).toBe(
      'Invalid configuration: JWT_SECRET: must be at least 32 characters: generate one with "openssl rand -base64 48", or leave it unset.',
    );
  });
});

describe('npm start on DATABASE_URL', () => {
  let database: EmbeddedDatabase;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'coachyard-startup-db-'));
    database = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'postgres' });
  });
  afterAll(async () => {
    await database?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('says when the server cannot be reached', async () => {
    const nobody = await freePort();
    const outcome = await startExpectingExit(REPO_ROOT, {
      DATABASE_URL: `postgres://coachyard:secret@127.0.0.1:${nobody}/coachyard`,
      DATA_DIR: await folder('unreachable'),
      PORT: String(await freePort()),
    });
    expect(outcome.code).toBe(1);
    const line = onlyLine(outcome);
    expect(line).toBe(
      `PostgreSQL at coachyard@127.0.0.1:${nobody}/coachyard cannot be reached (ECONNREFUSED): check that it runs and that DATABASE_URL's host and port are right.`,
    );
    expect(line).not.toContain('secret');
  });

  it('says when the server refuses the password, without printing it', async () => {
    const url = new URL(database.url);
    url.password = 'not-the-password';
    const outcome = await startExpectingExit(REPO_ROOT, {
      DATABASE_URL: url.toString(),
      DATA_DIR: await folder('refused'),
      PORT: String(await freePort()),
    });
    expect(outcome.code).toBe(1);
    const line = onlyLine(outcome);
    expect(line).toMatch(
      /^PostgreSQL at postgres@127\.0\.0\.1:\d+\/postgres refused the credentials .*check the user and password in DATABASE_URL/,
    );
    expect(line).not.toContain('not-the-password');
  });
});
