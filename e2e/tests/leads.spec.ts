import { expect, expectNoViolations, mainNavigation, signIn, signOut, test } from './fixtures';
import { dealerShortId, leadIdOf, publicFormSends, shootBoth, startSmtpServer } from './leads-support';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
test.beforeAll(async () => {
  smtp = await startSmtpServer();
});
test.afterAll(() => smtp.close());

/** A buyer asks about one of the dealer's published ads through the public site's API, as the site does. */
const buyerAsks = (request: Parameters<typeof dealerShortId>[0], shortId: string, name: string) =>
  publicFormSends(request, 'query', {
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@reisen.example`,
    message: 'Guten Tag, ist der Bus noch verfügbar? Wir würden ihn gern am Samstag ansehen.',
    language: 'de',
    advertisement: shortId,
  });

test('a buyer’s question reaches the dealer’s inbox unread, and the dealer’s reply goes out by e-mail', async ({
  page,
  request,
  signInAs,
}, info) => {
  test.setTimeout(90_000);
  await signInAs('DEALER');
  const shortId = await dealerShortId(request);
  const receipt = await buyerAsks(request, shortId, 'Jonas Weber');

  // The sidebar counts the dealer's unread leads beside Leads Query (spoken as "N unread").
  await expect(mainNavigation(page).getByText(/^\d+ unread$/)).toBeAttached();
  await page.goto(`/leads_query?q=${receipt}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads Query' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Jonas Weber' });
  await expect(row.getByRole('button', { name: 'Unread: Jonas Weber' })).toBeVisible();
  // The row names the ad by short id, its title for the pointer and screen readers; the lead links its page.
  await expect(row.getByText(shortId, { exact: true })).toBeVisible();
  await expectNoViolations(page);

  await row.getByRole('button', { name: /Jonas Weber/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Jonas Weber' });
  const leadId = leadIdOf(page);
  await expect(drawer.getByText('Guten Tag, ist der Bus noch verfügbar?')).toBeVisible();
  await expect(drawer.getByText('The reply is sent in Deutsch, the language of the message.')).toBeVisible();
  await expect(
    drawer.getByRole('link', {
      name: new RegExp(`^Advertisement ${shortId}: .+ \\(opens the public page\\)$`),
    }),
  ).toHaveAttribute('href', new RegExp(`^https://.+/${shortId}$`));
  await expectNoViolations(page);
  await shootBoth(page, info, 'leads-drawer-en');

  await drawer.getByRole('combobox', { name: 'Template' }).selectOption('available');
  await drawer.getByRole('textbox', { name: 'Your message' }).fill('Samstag um 10 Uhr passt uns gut.');
  await drawer.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('dialog').getByText('The reply is on its way')).toBeVisible();
  await page.getByRole('button', { name: 'CLOSE', exact: true }).click();
  await expect(drawer.getByRole('list', { name: 'Timeline' }).getByText('Reply sent')).toBeVisible();

  // The SMTP server in this test process receives it: to the buyer, in German, threaded, answers to the dealer.
  const mail = await smtp.mailWith('Samstag um 10 Uhr passt uns gut.');
  expect(mail.to).toMatchObject({ text: 'jonas@reisen.example' });
  expect(mail.subject).toContain(receipt);
  expect(mail.inReplyTo).toMatch(/^<.+@coachyard\.test>$/);
  expect(mail.replyTo?.text).toBe('dealer@coachyard.test');

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
    await shootBoth(page, info, `${path.slice(1)}-en`);
  }

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
