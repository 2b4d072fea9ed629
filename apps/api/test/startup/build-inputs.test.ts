import { execFile } from 'node:child_process';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateCheckout } from './server-process.ts';

const run = promisify(execFile);
let root: string;
let checkout: string;

// A copy of the checkout as this suite's global setup built it: its files are hard links, so a file is
// changed here by replacing it, never by writing through it.
beforeAll(async () => {
  ({ root, checkout } = await privateCheckout());
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** What `npm start` runs before it serves: one build script of the copy, and what it printed. */
const build = async (script: string) =>
  (await run(process.execPath, [path.join(checkout, script)], { cwd: checkout })).stdout.trim();
const API_BUILD = 'apps/api/scripts/build.mjs';
const WEB_BUILD = 'apps/web/scripts/build.mjs';
const builtAt = async (file: string) => (await stat(path.join(checkout, file))).mtimeMs;

describe('npm start with nothing changed since the last build', () => {
  it('keeps the API and the web app as they were built, and says so', async () => {
    const server = 'apps/api/dist/server.js';
    const page = 'apps/web/dist/index.html';
    const before = await Promise.all([builtAt(server), builtAt(page)]);
    expect(await build(API_BUILD)).toBe(
      'The API build is current (its sources are unchanged since it was built): kept apps/api/dist.',
    );
    expect(await build(WEB_BUILD)).toBe(
      'The web app build is current (its sources are unchanged since it was built): kept apps/web/dist.',
    );
    expect(await Promise.all([builtAt(server), builtAt(page)])).toEqual(before);
  });

  it('builds the API again once a source file changed, and only that once', async () => {
    const source = path.join(checkout, 'apps/api/src/lib/csv.ts');
    const text = await readFile(source, 'utf8');
    await rm(source);
    await writeFile(source, `${text}\nexport const BUILT_AGAIN_MARK = 'changed after the last build';\n`);

    expect(await build(API_BUILD)).toMatch(/^Built the API into apps\/api\/dist in [\d.]+ s\.$/);
    expect(await readFile(path.join(checkout, 'apps/api/dist/lib/csv.js'), 'utf8')).toContain(
      'changed after the last build',
    );
    expect(await build(API_BUILD)).toMatch(/^The API build is current/);
  });
});
