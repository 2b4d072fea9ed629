import { readFile } from 'node:fs/promises';
import { expect, expectNoViolations, test } from './fixtures';
import { publicFormSends, shootBoth, startSmtpServer } from './leads-support';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
test.beforeAll(async () => {
  smtp = await startSmtpServer();
});
test.afterAll(() => smtp.close());

const QUESTION = 'Combien de temps faut-il pour immatriculer en France un autocar acheté en Turquie ?';
const ANSWER =
  'Comptez quatre à six semaines : contrôle technique, certificat de conformité, puis carte grise.';

test('an ADMIN turns an FAQ question into a published entry, and the asker is told by e-mail', async ({
  page,
  request,
  signInAs,
}, info) => {
  test.setTimeout(90_000);
  await signInAs('ADMIN');
  const receipt = await publicFormSends(request, 'faq', {
    name: 'Claire Martin',
    email: 'claire.martin@autocars-martin.fr',
    message: QUESTION,
    language: 'fr',
  });
  await page.goto(`/leads_faq?q=${receipt}`);
  await page
    .getByRole('row')
    .filter({ hasText: 'Claire Martin' })
    .getByRole('button', { name: /Claire Martin/ })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Claire Martin' });
  const entry = drawer.getByRole('region', { name: 'FAQ entry' });
  await expect(entry.getByText('This question is not an FAQ entry yet.')).toBeVisible();
  await expect(entry.getByRole('textbox', { name: 'Question' })).toHaveValue(QUESTION);
  await entry.getByRole('textbox', { name: 'Answer' }).fill(ANSWER);
  await entry.getByRole('checkbox', { name: 'Publish this language on the site' }).check();
  await entry.getByRole('checkbox', { name: 'E-mail the answer to the asker (in Français)' }).check();
  await entry.getByRole('button', { name: 'Turn into FAQ entry' }).click();
  // The result dialog by its name: the drawer is a dialog too, and its timeline soon says "FAQ entry saved · …".
  const result = page.getByRole('dialog', { name: 'Success' });
  await expect(result.getByText('FAQ entry saved', { exact: true })).toBeVisible();
  await result.getByRole('button', { name: 'CLOSE', exact: true }).click();

  await expect(entry.getByRole('list', { name: 'State of the entry per language' })).toContainText(
    'FR · published',
  );
  await expect(drawer.getByText('Published', { exact: true }).first()).toBeVisible();
  await expect(entry.getByRole('link', { name: 'Open the entry in the CMS editor' })).toHaveAttribute(
    'href',
    /^\/content\/[0-9a-f-]+\/edit$/,
  );
  await expectNoViolations(page);
  await shootBoth(page, info, 'leads-faq-entry-en');

  // The public site reads it, in French only.
  const faq = (await (await request.get('/api/public/faq?lang=fr')).json()).data.items as {
    question: string;
    html: string;
  }[];
  expect(faq.find((item) => item.question === QUESTION)?.html).toContain('quatre à six semaines');
  // And the asker got the answer, in French, through the SMTP server.
  const mail = await smtp.mailWith('quatre à six semaines');
  expect(mail.to).toMatchObject({ text: 'claire.martin@autocars-martin.fr' });
  expect(mail.text).toContain('Bonjour Claire Martin');
});

test('Reports and Personal data: figures as charts and a table, an address exported and erased, in English and Arabic', async ({
  page,
  request,
  signInAs,
}, info) => {
  test.setTimeout(120_000);
  const email = 'pieter.devries@devries-reizen.nl';
  await signInAs('ADMIN');
  await publicFormSends(request, 'contact', {
    name: 'Pieter de Vries',
    email,
    message: 'Wij zoeken drie touringcars met 50 zitplaatsen voor het seizoen 2026. Kunt u ons bellen?',
    language: 'en',
  });
  await page.goto('/leads_query');
  await page.getByRole('tab', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/tab=reports/);
  await expect(page.getByRole('figure', { name: 'Leads per week' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Leads per dealer' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Figures' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText('Median first response')).toBeVisible();
  await expectNoViolations(page);
  await shootBoth(page, info, 'leads-reports-en');

  await page.goto('/leads_contact?tab=personal-data');
  const address = page.getByRole('textbox', { name: 'E-mail address' });
  await address.fill(email);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as JSON' }).click();
  const exported = JSON.parse(await readFile((await (await download).path())!, 'utf8'));
  expect(exported.leads[0]).toMatchObject({ name: 'Pieter de Vries', email, kind: 'contact' });
  await expect(page.getByRole('status').getByText('Exported. Leads found: 1')).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Erase personal data' }).click();
  const confirm = page.getByRole('dialog', { name: 'Erase personal data?' });
  await expect(confirm).toContainText(email);
  await expectNoViolations(page);
  await confirm.getByRole('button', { name: 'Erase for good' }).click();
  await expect(page.getByText('Erased. Leads anonymised: 1')).toBeVisible();
  await shootBoth(page, info, 'leads-personal-data-en');

  // The same screens right to left in Arabic.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('tab', { name: 'البيانات الشخصية' })).toHaveAttribute('aria-selected', 'true');
  await expectNoViolations(page);
  await shootBoth(page, info, 'leads-personal-data-ar');
  await page.getByRole('tab', { name: 'التقارير' }).click();
  await expect(page.getByRole('figure', { name: 'الطلبات في الأسبوع' })).toBeVisible();
  await expectNoViolations(page);
  await shootBoth(page, info, 'leads-reports-ar');

  // An FAQ question's drawer with its entry form, in Arabic.
  await page.goto('/leads_faq');
  await page
    .getByRole('table', { name: 'الطلبات' })
    .getByRole('row')
    .nth(1)
    .getByRole('button')
    .first()
    .click();
  await expect(page.getByRole('region', { name: 'مدخل الأسئلة الشائعة' })).toBeVisible();
  await expectNoViolations(page);
  await shootBoth(page, info, 'leads-faq-drawer-ar');
});
