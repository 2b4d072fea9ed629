import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

/** The password the e2e server seeds every demo account with (playwright.config.ts). */
export const PASSWORD = 'e2e-Password-123';

export const ACCOUNTS = {
  ADMIN: 'admin@coachyard.test',
  REPRESENTATIVE: 'representative@coachyard.test',
  DEALER: 'dealer@coachyard.test',
} as const;
export type Role = keyof typeof ACCOUNTS;

/** Fills and submits the login form the way a person does, by labels and roles (English UI). */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

export const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** The header's account menu: on a phone the main navigation stays closed until the burger opens it. */
const expectSignedIn = (page: Page) =>
  expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();

/** Signs in through the login form, as a person does: for the specs of signing in itself (auth.spec.ts). */
export async function signInByForm(page: Page, role: Role) {
  await page.goto('/login');
  await submitLogin(page, ACCOUNTS[role], PASSWORD);
  await expectSignedIn(page);
}

/**
 * Signs in as `who` (a demo role or an e-mail address) through the API, for the specs that test something
 * else: POST /api/auth as the form sends it, its profile and token kept where the form keeps them, and the start
 * page opened as the form opens it. The form's way (its 500 ms before the app starts, SPEC §4) is auth.spec.ts's
 * to test, and cost every other spec a second a sign-in (bench/RESULTS.md, issue 30).
 */
export async function signIn(page: Page, who: Role | string) {
  const answer = await page.request.post('/api/auth', {
    data: { user_email: who in ACCOUNTS ? ACCOUNTS[who as Role] : who, user_password: PASSWORD },
  });
  expect(answer.status()).toBe(200);
  const { user, access_token } = (await answer.json()).data;
  // The app's storage belongs to its origin: any page of it will do, and the API's health is the lightest.
  await page.goto('/api/health');
  await page.evaluate(
    ([profile, token]) => {
      localStorage.setItem('userData', profile);
      localStorage.setItem('accessToken', token);
    },
    [JSON.stringify(user), access_token as string],
  );
  await page.goto('/');
  await expectSignedIn(page);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

export const test = base.extend<{ signInAs: (role: Role) => Promise<void> }>({
  signInAs: async ({ page }, use) => {
    await use((role) => signIn(page, role));
  },
});

/**
 * Holds every request matching `url` until the returned `release` is called: what a screen shows while its code
 * or data is on the way.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Waits until every fade and slide on the page has ended (a dialog opening or closing, a toast): colours
 * measured halfway through a fade are not the ones a user reads. Endless animations (a loader) are left running.
 */
export async function untilStill(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/** The WCAG 2 A/AA violations on the page once it is still, summarised so that a failure reads at a glance. */
export async function violations(page: Page) {
  await untilStill(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
}

export const expectNoViolations = async (page: Page) => expect(await violations(page)).toEqual([]);

/**
 * Waits until a list narrowed by its search shows only the row matching `row` under its header: what a user
 * waits for before clicking it. Counting two rows is not enough: the header and the loading row are two.
 */
export const expectOnlyRow = (page: Page, row: RegExp) =>
  expect(page.getByRole('row')).toHaveText([/.*/, row]);

/**
 * Checks that no column of the page's list is pushed out of the table's box, where it would need scrolling
 * sideways to be read, and that the last one, named `lastHeader`, is wholly on the screen.
 */
export async function expectEveryColumnShown(page: Page, lastHeader: string) {
  const hidden = await page
    .locator('main table')
    .first()
    .evaluate((table) => {
      let box: HTMLElement | null = table.parentElement;
      while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
      return box ? box.scrollWidth - box.clientWidth : 0;
    });
  expect(hidden, `${hidden} px of the list hidden sideways`).toBeLessThanOrEqual(0);
  await expect(page.getByRole('columnheader', { name: lastHeader })).toBeInViewport({ ratio: 1 });
}

/** A full-page screenshot to SCREENSHOT_DIR when set (e.g. /tmp, for a look by eye), else the test's output. */
export const shoot = (page: Page, info: TestInfo, name: string) =>
  page.screenshot({
    path: path.join(process.env.SCREENSHOT_DIR ?? info.outputPath(), `${name}.png`),
    fullPage: true,
  });

export { expect };
