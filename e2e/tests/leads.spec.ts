import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import {
  ACCOUNTS,
  expect,
  expectNoViolations,
  mainNavigation,
  PASSWORD,
  shoot,
  signIn,
  signOut,
  test,
} from './fixtures';

/** How long the public form is open before it is sent: the server's minimum fill time is 3 seconds. */
const FILL_TIME_MS = 3_200;

/** A buyer asks about one of the dealer's published ads through the public site's API, as the site does. */
async function buyerAsks(request: APIRequestContext, shortId: string, name: string) {
  const challenge = (await (await request.get('/api/public/leads/challenge')).json()).data;
  const solution = await solveChallenge({ challenge, deriveKey });
  await new Promise((resolve) => setTimeout(resolve, FILL_TIME_MS));
  const response = await request.post('/api/public/leads/query', {
    data: {
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@reisen.example`,
      phone: '+49 30 901820',
      message: 'Guten Tag, ist der Bus noch verfügbar? Wir würden ihn gern am Samstag ansehen.',
      language: 'de',
      advertisement: shortId,
      altcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data.receipt_id as string;
}

/** A published ad of the demo dealer, read through the API as the dealer. */
async function dealerShortId(request: APIRequestContext) {
  const login = await request.post('/api/auth', {
    data: { user_email: ACCOUNTS.DEALER, user_password: PASSWORD },
  });
  const token = (await login.json()).data.access_token as string;
  const ads = await request.get('/api/advertisements?status=published&per_page=1', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await ads.json()).data.items[0].short_id as string;
}

/** The open lead's id, from the address the drawer put in the URL. */
const leadIdOf = async (page: Page) => new URL(page.url()).searchParams.get('lead') ?? '';

const shootBoth = async (page: Page, info: TestInfo, name: string) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await shoot(page, info, `${name}-1366`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, info, `${name}-390`);
  await page.setViewportSize({ width: 1366, height: 900 });
};

test('a buyer’s question reaches the dealer’s inbox unread, and the dealer’s reply goes out by e-mail', async ({
  page,
  request,
  signInAs,
}, info) => {
  test.setTimeout(90_000);
  await signInAs('DEALER');
  const receipt = await buyerAsks(request, await dealerShortId(request), 'Jonas Weber');

  // The sidebar counts the dealer's unread leads beside Leads Query (spoken as "N unread").
  await expect(mainNavigation(page).getByText(/^\d+ unread$/)).toBeAttached();
  await page.goto(`/leads_query?q=${receipt}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads Query' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Jonas Weber' });
  await expect(row.getByRole('button', { name: 'Unread: Jonas Weber' })).toBeVisible();
  await expectNoViolations(page);

  await row.getByRole('button', { name: /Jonas Weber/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Jonas Weber' });
  const leadId = await leadIdOf(page);
  await expect(drawer.getByText('Guten Tag, ist der Bus noch verfügbar?')).toBeVisible();
  await expect(drawer.getByText('The reply is sent in Deutsch, the language of the message.')).toBeVisible();
  await expectNoViolations(page);
  await shootBoth(page, info, 'leads-drawer-en');

  await drawer.getByRole('combobox', { name: 'Template' }).selectOption('available');
  await drawer.getByRole('textbox', { name: 'Your message' }).fill('Samstag um 10 Uhr passt uns gut.');
  await drawer.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('dialog').getByText('The reply is on its way')).toBeVisible();
  await page.getByRole('button', { name: 'CLOSE', exact: true }).click();
  await expect(drawer.getByRole('list', { name: 'Timeline' }).getByText('Reply sent')).toBeVisible();

  // No SMTP_URL on this server: the worker writes the e-mail under DATA_DIR/mail.
  const folder = path.join(process.env.E2E_RUN_DIR!, 'mail');
  await expect
    .poll(async () => {
      const texts = await Promise.all(
        (await readdir(folder).catch(() => [] as string[])).map((name) =>
          readFile(path.join(folder, name), 'utf8'),
        ),
      );
      return texts.some((text) => text.includes('Samstag um 10 Uhr passt uns gut.'));
    })
    .toBe(true);

  // The dealer's representative sees the lead too, and takes it.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await signOut(page);
  await signIn(page, 'REPRESENTATIVE');
  await page.goto(`/leads_query?q=${receipt}&lead=${leadId}`);
  const again = page.getByRole('dialog', { name: 'Jonas Weber' });
  await again.getByRole('button', { name: 'Assign to me' }).click();
  await expect(again.getByText('Assignee: Murat Kaya')).toBeVisible();
});

test('the three inboxes have no WCAG 2 A/AA violations in English, on a desk and on a phone', async ({
  page,
  signInAs,
}, info) => {
  // Several axe runs and two widths: longer than one screen's test on this shared machine.
  test.setTimeout(90_000);
  await signInAs('ADMIN');
  for (const [path, heading] of [
    ['/leads_query', 'Leads Query'],
    ['/leads_faq', 'Leads FAQ'],
    ['/leads_contact', 'Leads Contact'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Leads' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoViolations(page);
  }
  await shootBoth(page, info, 'leads-contact-en');

  // Two contact messages archived at once leave the inbox for the Archive view.
  const table = page.getByRole('table', { name: 'Leads' });
  const first = await table.getByRole('row').nth(1).getByRole('button').first().textContent();
  await table.getByRole('checkbox').nth(1).check();
  await table.getByRole('checkbox').nth(2).check();
  await expect(page.getByRole('region', { name: 'Bulk actions' }).getByText('2 selected')).toBeVisible();
  await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('dialog').getByText('2 updated, 0 left as they were.')).toBeVisible();
  await page.getByRole('button', { name: 'CLOSE', exact: true }).click();
  await page.getByRole('combobox', { name: 'View' }).selectOption('archived');
  await expect(table.getByRole('button', { name: first!.trim() }).first()).toBeVisible();
});

test('an overdue inbox and a lead read right to left in Arabic, with no WCAG 2 A/AA violations', async ({
  page,
  signInAs,
}, info) => {
  // Several axe runs and two widths: longer than one screen's test on this shared machine.
  test.setTimeout(90_000);
  await signInAs('ADMIN');
  await page.goto('/leads_query?view=overdue');
  await expect(page.getByText(/^Overdue, due/).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('table', { name: 'الطلبات' })).toBeVisible();
  await expectNoViolations(page);
  await shootBoth(page, info, 'leads-query-ar');
  await page
    .getByRole('table', { name: 'الطلبات' })
    .getByRole('row')
    .nth(1)
    .getByRole('button')
    .first()
    .click();
  await expect(page.getByRole('list', { name: 'السجل الزمني' })).toBeVisible();
  await expectNoViolations(page);
  await shootBoth(page, info, 'leads-drawer-ar');
});
