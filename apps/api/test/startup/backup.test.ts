import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test-database.ts';
import { REPO_ROOT, startServer } from './server-process.ts';

const run = promisify(execFile);
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'coachyard-backup-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** `npm run backup|restore -- <folder>` as the API workspace runs it, with the given environment. */
const backupCommand = (command: 'backup' | 'restore', folder: string, environment: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', 'src/backup/cli.ts', command, folder], {
    cwd: path.join(REPO_ROOT, 'apps/api'),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      LOG_LEVEL: 'warn',
      ...environment,
    },
  });

/** A fingerprint of every table's rows, to compare two databases whole. */
async function fingerprint(dataDir: string, port: string) {
  const password = (await readFile(path.join(dataDir, 'pg-password'), 'utf8')).trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/coachyard`,
  });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = 'public' order by tablename",
    );
    const prints: Record<string, string> = {};
    for (const { tablename } of tables) {
      const { rows } = await client.query<{ print: string }>(
        `select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as print from "${tablename}" t`,
      );
      prints[tablename] = rows[0]!.print;
    }
    return prints;
  } finally {
    await client.end();
  }
}

const mediaFiles = async (dataDir: string) =>
  (await readdir(path.join(dataDir, 'media'), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(path.join(dataDir, 'media'), path.join(entry.parentPath, entry.name)))
    .sort();

describe('npm run backup and npm run restore', () => {
  it('back up the running app and bring it back, whole, into an empty database', async () => {
    const original = {
      DATA_DIR: path.join(scratch, 'original'),
      PORT: String(await freePort()),
      EMBEDDED_PG_PORT: String(await freePort()),
      SEED_ON_START: 'true',
      SEED_PASSWORD: 'Backup-Password-1',
      // The copy is compared with the app as it stood when backed up: the demo photos' drawing would go on
      // writing files and rows after it.
      DEMO_PHOTOS: 'false',
    };
    const server = await startServer(REPO_ROOT, original);
    const folder = path.join(scratch, 'backup');
    let before: Record<string, string>;
    try {
      // While the app runs: the command uses its database, and the app keeps answering.
      const backup = await backupCommand('backup', folder, original);
      expect(backup.stdout).toMatch(/^Backed up \d+ rows in \d+ tables and \d+ images to /);
      expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
      before = await fingerprint(original.DATA_DIR, original.EMBEDDED_PG_PORT);
    } finally {
      await server.stop('SIGINT');
    }
    const manifest = JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8'));
    expect(manifest.images).toBeGreaterThan(0);

    const restored = {
      DATA_DIR: path.join(scratch, 'restored'),
      PORT: String(await freePort()),
      EMBEDDED_PG_PORT: String(await freePort()),
      SEED_ON_START: 'false',
      DEMO_PHOTOS: 'false',
    };
    const restore = await backupCommand('restore', folder, restored);
    expect(restore.stdout).toMatch(/^Restored \d+ rows in \d+ tables and \d+ images from /);
    expect(await mediaFiles(restored.DATA_DIR)).toEqual(await mediaFiles(original.DATA_DIR));

    const again = await startServer(REPO_ROOT, restored);
    try {
      expect(await fingerprint(restored.DATA_DIR, restored.EMBEDDED_PG_PORT)).toEqual(before);
      // The demo accounts sign in with the original's password, and new rows get fresh ids.
      const signIn = await fetch(`${again.url}/api/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user_email: 'admin@coachyard.test', user_password: 'Backup-Password-1' }),
      });
      expect(signIn.status).toBe(200);
    } finally {
      await again.stop('SIGINT');
    }

    // A second restore into the now filled database is refused, and changes nothing.
    const refused = await backupCommand('restore', folder, restored).catch((error) => error);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n').at(-1)).toBe(
      'The database already holds data: restore into an empty database.',
    );
  });
});
