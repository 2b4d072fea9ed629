import type { Page } from '@playwright/test';
import { NAV_ENTRIES } from '@coachyard/contract';
import { expect, test } from './fixtures';
import { tokenOf } from './content-support';
import { weigh } from './page-weight';

// Issue 30: what a first visit of each screen downloads, within its budget (gzip JS+CSS: the sign-in page 120 kB,
// every screen behind it 200 kB). The weights depend on the build, not on the machine: a change that makes a
// screen heavier fails here rather than in the next `npm run bench`. The forms are weighed too, and checked to
// open without their rules, which bring zod (25 kB) and come when a form first checks or meets a stale save.

const KB_SIGN_IN = 120;
const KB_SCREEN = 200;
/**
 * The create forms and the settings, each within KB_SCREEN since 2026-12-05 (bench/RESULTS.md: 192.0–199.6 kB),
 * each opened without its rules (`deferredResolver`); the content forms since 2026-12-06, their editor (Tiptap,
 * 160 kB) asked for when the text is first reached. The last is the settings' regions, which the test saves.
 */
const FORMS = [
  '/content/create',
  '/content/{content}/edit',
  '/users/create',
  '/lookup-tables/create',
  '/locations/create',
  '/feeds/create',
  '/advertisements/create',
  '/settings?tab=regions',
];
type Row = { id: string; brand?: { id: string } };

/**
 * The id of the first row a list of the API answers with (a model relation's is its brand's): a seeded record
 * whose edit form is weighed.
 */
async function firstId(page: Page, path: string, idOf = (row: Row) => row.id) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  const data = (await response.json()).data as Row[] | { items: Row[] };
  const [first] = Array.isArray(data) ? data : data.items;
  const id = first && idOf(first);
  expect(id, path).toBeTruthy();
  return id!;
}

/** Every edit form but the content's (its rich-text editor is weighed apart), each opened on a seeded record. */
const EDIT_FORMS: ((page: Page) => Promise<string>)[] = [
  async (page) => `/users/${await firstId(page, '/users?role=DEALER&per_page=1')}/edit`,
  async (page) => `/lookup-tables/${await firstId(page, '/collections?by_slug=brands')}/edit`,
  async (page) => {
    const brands = await firstId(page, '/collections?by_slug=brands');
    return `/lookup-tables/${brands}/items/${await firstId(page, `/collections/${brands}/items?per_page=1`)}/edit`;
  },
  async (page) => `/locations/${await firstId(page, '/locations?per_page=1')}/edit`,
  async (page) => {
    const location = await firstId(page, '/locations?per_page=1');
    return `/locations/${location}/items/${await firstId(page, `/locations/${location}/items?per_page=1`)}/edit`;
  },
  async (page) => `/advertisements/${await firstId(page, '/advertisements?per_page=1')}/edit`,
  async (page) =>
    `/model_relations/${await firstId(page, '/model-relations?q=TEMSA', (row) => row.brand!.id)}/edit`,
  async (page) => `/feeds/${await firstId(page, '/feeds?per_page=1')}/edit`,
];
const ZOD_CHUNK = /\/assets\/zod-[\w-]+\.js$/;
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

/** Each form at `paths` opens within the screen budget, without the rules' chunk (it arrives with the first check). */
async function expectFormsWithinBudget(page: Page, paths: string[]) {
  const over: string[] = [];
  for (const path of paths) {
    const form = await weigh(page, path);
    console.log(`page weight ${path}: ${form.kB.toFixed(1)} kB gzip in ${form.urls.length} files`);
    if (form.kB > KB_SCREEN) over.push(`${path} ${form.kB.toFixed(1)} kB`);
    expect(
      form.urls.filter((url) => ZOD_CHUNK.test(url)),
      path,
    ).toEqual([]);
  }
  expect(over).toEqual([]);
}

test('the forms open within their budgets and without their rules, which arrive with the first check', async ({
  page,
  signInAs,
}) => {
  test.setTimeout(150_000);
  await signInAs('ADMIN');
  // A seeded article to edit, as the content list finds it.
  const listed = await page.request.get('/api/content?q=About%20Coachyard', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  const article: string = (await listed.json()).data.items[0].id;
  await expectFormsWithinBudget(
    page,
    FORMS.map((form) => form.replace('{content}', article)),
  );
  // The last form opened is the settings' regions: saving a number format that does not parse checks it.
  const rules = page.waitForResponse((response) => ZOD_CHUNK.test(response.url()));
  await page.getByRole('textbox', { name: 'Number format of Europe' }).fill('1.234.56');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await rules;
  await expect(
    page.getByText('Write 1234.56 as the region writes it, e.g. 1.234,56 or 1,234.56'),
  ).toBeVisible();
});

test('every edit form opens within its budget and without its rules', async ({ page, signInAs }) => {
  test.setTimeout(150_000);
  await signInAs('ADMIN');
  const paths = [];
  for (const pathOf of EDIT_FORMS) paths.push(await pathOf(page));
  await expectFormsWithinBudget(page, paths);
});
