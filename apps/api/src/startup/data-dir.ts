import fs from 'node:fs/promises';
import path from 'node:path';
import { StartupError } from './startup-error.ts';

/** Below this, PostgreSQL's first checkpoint or the first photo would fail halfway instead of now. */
export const MINIMUM_FREE_BYTES = 64 * 1024 * 1024;

const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

/**
 * DATA_DIR must exist (it is made), be writable, and have room: each is checked by doing it, so the answer
 * holds whatever the reason (modes, a read-only mount, a full disk, root or not).
 */
export async function requireUsableDataDir(dataDir: string): Promise<void> {
  const fix = 'make it writable, or set DATA_DIR to a folder you may write to.';
  try {
    await fs.mkdir(dataDir, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOSPC') throw diskFull(dataDir);
    throw new StartupError(`The data folder ${dataDir} cannot be created (${code}): ${fix}`);
  }
  const probe = path.join(dataDir, `.write-test-${process.pid}`);
  try {
    await fs.writeFile(probe, 'coachyard');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOSPC') throw diskFull(dataDir);
    throw new StartupError(`The data folder ${dataDir} is not writable (${code}): ${fix}`);
  } finally {
    await fs.rm(probe, { force: true }).catch(() => {});
  }
  const { bavail, bsize } = await fs.statfs(dataDir);
  if (bavail * bsize < MINIMUM_FREE_BYTES) throw diskFull(dataDir, bavail * bsize);
}

function diskFull(dataDir: string, free?: number) {
  return new StartupError(
    `The disk holding ${dataDir} is full${free === undefined ? '' : ` (${megabytes(free)} free, ${megabytes(MINIMUM_FREE_BYTES)} needed)`}: free some space, or set DATA_DIR to a folder on another disk.`,
  );
}
