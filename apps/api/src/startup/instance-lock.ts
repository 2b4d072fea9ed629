import fs from 'node:fs/promises';
import path from 'node:path';

const LOCK_FILE = 'coachyard.pid';

interface LockContent {
  pid: number;
  url?: string;
}

export type InstanceLock =
  | { taken: true; announce(url: string): Promise<void>; release(): Promise<void> }
  | { taken: false; holder: LockContent };

/** A live process that is a Coachyard server, not an unrelated one that was given a dead server's pid. */
async function isRunningServer(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const commandLine = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => null);
  // Without /proc (not Linux) a live pid is taken at its word. `npm start` runs the compiled dist/server.js
  // (bin/serve), `npm run dev` and the tests src/server.ts.
  return commandLine === null || /(^|[\0/])server\.[jt]s\0/.test(commandLine);
}

/**
 * One server per DATA_DIR: a second `npm start` finds the first one's lock and leaves it alone (it would
 * otherwise take its embedded PostgreSQL for an orphan and stop it). A lock left by a crash is taken over.
 */
export async function takeInstanceLock(dataDir: string): Promise<InstanceLock> {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await fs.writeFile(file, JSON.stringify({ pid: process.pid } satisfies LockContent), { flag: 'wx' });
      return {
        taken: true,
        announce: (url) =>
          fs.writeFile(file, JSON.stringify({ pid: process.pid, url } satisfies LockContent)),
        release: () => fs.rm(file, { force: true }),
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = JSON.parse(await fs.readFile(file, 'utf8').catch(() => '{}')) as Partial<LockContent>;
    if (typeof holder.pid === 'number' && holder.pid !== process.pid && (await isRunningServer(holder.pid)))
      return { taken: false, holder: { pid: holder.pid, url: holder.url } };
    await fs.rm(file, { force: true });
  }
  throw new Error(`could not take the lock ${file}`);
}
