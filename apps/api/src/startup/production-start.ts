import { execFile, spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/** apps/api of this checkout. */
export const API_ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Compiles the API and the contract into `dist/` (scripts/build.mjs), as `npm start` does before it serves. The
 * build swaps its output in whole, so servers already running from `dist/` are not disturbed.
 */
export async function buildApi(apiRoot = API_ROOT): Promise<void> {
  await promisify(execFile)(process.execPath, [path.join(apiRoot, 'scripts/build.mjs')], { cwd: apiRoot });
}

/**
 * Starts the server as `npm start` runs it (bin/serve: the compiled server under the memory settings of README's
 * Decisions), with this process's `node`. The child is the server itself: bin/serve `exec`s it.
 */
export function spawnProductionServer(options: SpawnOptions & { apiRoot?: string } = {}): ChildProcess {
  const { apiRoot = API_ROOT, ...spawnOptions } = options;
  return spawn('sh', [path.join(apiRoot, 'bin/serve')], {
    cwd: apiRoot,
    ...spawnOptions,
    env: { ...(spawnOptions.env ?? process.env), NODE: process.execPath },
  });
}
