import { NAV_ENTRIES } from '@coachyard/contract';
import { expect, test } from './fixtures';
import { weigh } from './page-weight';

// Issue 30: what a first visit of each screen downloads, within its budget (gzip JS+CSS: the sign-in page 120 kB,
// every screen behind it 200 kB). The weights depend on the build, not on the machine: a change that makes a
// screen heavier fails here rather than in the next `npm run bench`. The create and edit forms and the settings are
// still over (bench/RESULTS.md) and are not checked yet.

const KB_SIGN_IN = 120;
const KB_SCREEN = 200;
/** Screens of the route table that the sidebar does not name but a user opens from it, within budget. */
const BESIDE_THE_SIDEBAR = ['/advertisements/review', '/advertisements/performance', '/pages'];

test('the sign-in page and every sidebar screen download within their budgets', async ({
  page,
  signInAs,
}) => {
  test.setTimeout(180_000);
  const signIn = await weigh(page, '/login');
  console.log(`page weight /login: ${signIn.kB.toFixed(1)} kB gzip`);
  await signInAs('ADMIN');
  const over: string[] = [];
  for (const path of [...NAV_ENTRIES.map((entry) => entry.path), ...BESIDE_THE_SIDEBAR]) {
    const screen = await weigh(page, path);
    console.log(`page weight ${path}: ${screen.kB.toFixed(1)} kB gzip in ${screen.urls.length} files`);
    if (screen.kB > KB_SCREEN) over.push(`${path} ${screen.kB.toFixed(1)} kB`);
  }
  expect(signIn.kB).toBeLessThanOrEqual(KB_SIGN_IN);
  expect(over).toEqual([]);
});
