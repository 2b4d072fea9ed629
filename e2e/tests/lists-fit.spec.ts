import { expect, expectEveryColumnShown, shoot, test } from './fixtures';

/** The header each list shows last (before the row's actions), as a reader of each language sees it. */
const LISTS = [
  { path: '/advertisements', slug: 'advertisements', lastHeader: { en: 'Updated', ar: 'آخر تحديث' } },
  { path: '/leads_query', slug: 'leads-query', lastHeader: { en: 'First response', ar: 'الرد الأول' } },
  { path: '/leads_faq', slug: 'leads-faq', lastHeader: { en: 'First response', ar: 'الرد الأول' } },
  { path: '/leads_contact', slug: 'leads-contact', lastHeader: { en: 'First response', ar: 'الرد الأول' } },
] as const;

test('the advertisements list and the lead inboxes show every column within a 1366 px screen, in English and in Arabic', async ({
  page,
  signInAs,
}, info) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs('ADMIN');
  for (const language of ['en', 'ar'] as const) {
    if (language === 'ar') {
      await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    for (const list of LISTS) {
      await page.goto(list.path);
      // Rows of data (the loading row is one cell wide): the columns' widths are those of what a reader sees.
      await expect(page.locator('main table tbody td:nth-child(2)').first()).toBeVisible();
      await expectEveryColumnShown(page, list.lastHeader[language]);
      await shoot(page, info, `${list.slug}-1366-${language}`);
    }
  }
});
