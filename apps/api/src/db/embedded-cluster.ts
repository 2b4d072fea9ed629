import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { StartupError } from '../startup/startup-error.ts';
import type { Account } from './embedded-binaries.ts';

// The embedded cluster's folder: its password, a server left running by a process that died, its PostgreSQL
// version and its owner.

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The password of the embedded cluster is made once and kept beside it, readable by its owner only. */
export async function clusterPassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'pg-password');
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const password = randomBytes(18).toString('base64url');
    await fs.mkdir(dataDir, { recursive: true });
    await fs.writeFile(file, password, { mode: 0o600 });
    return password;
  }
}

export const processIsAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * After a `kill -9` of the app its PostgreSQL may still run, or have left a postmaster.pid behind.
 * A running leftover is asked to shut down (fast mode, committed data is safe in the WAL); a stale
 * lock file whose process is gone is removed so the new server can start. server.ts has already made sure
 * no live Coachyard owns this folder, so the server found here is an orphan.
 */
export async function clearLeftoverServer(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number.parseInt((await fs.readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  } catch {
    return;
  }
  if (Number.isFinite(pid) && pid > 0 && processIsAlive(pid)) {
    process.kill(pid, 'SIGINT');
    for (let waited = 0; waited < 30_000 && processIsAlive(pid); waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (processIsAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  await fs.rm(pidFile, { force: true });
}

/** A cluster made by another major version cannot be opened: say so before PostgreSQL does, less clearly. */
export async function requireMatchingVersion(clusterDir: string, major: number): Promise<boolean> {
  const found = await fs.readFile(path.join(clusterDir, 'PG_VERSION'), 'utf8').catch(() => null);
  if (found === null) return false;
  const clusterMajor = Number.parseInt(found, 10);
  if (clusterMajor !== major)
    throw new StartupError(
      `${clusterDir} holds a PostgreSQL ${found.trim()} database, but this version of Coachyard runs PostgreSQL ${major}: move that folder away (or dump it with PostgreSQL ${found.trim()} and restore it), or set DATA_DIR to another folder.`,
    );
  return true;
}

export async function chownTree(folder: string, account: Account): Promise<void> {
  await fs.chown(folder, account.uid, account.gid);
  for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
    const inside = path.join(folder, entry.name);
    if (entry.isDirectory()) await chownTree(inside, account);
    else await fs.lchown(inside, account.uid, account.gid);
  }
}
