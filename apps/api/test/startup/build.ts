import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildApi } from '../../src/startup/production-start.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

/**
 * What `npm start` builds before it serves, built once before the suite: the compiled server (bin/serve runs
 * dist/server.js) and the web app it serves. A build whose sources did not change since the last one is kept.
 */
export default async function setup() {
  await buildApi();
  await promisify(execFile)(process.execPath, [path.join(REPO_ROOT, 'apps/web/scripts/build.mjs')], {
    cwd: REPO_ROOT,
  });
}
