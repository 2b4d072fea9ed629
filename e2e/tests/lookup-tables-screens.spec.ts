import { expect, expectNoViolations, shoot, test } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

test('the lookup screens are accessible and complete in English and in Arabic (right-to-left)', async ({
  page,
  signInAs,
}, info) => {
  test.setTimeout(90_000);
  await signInAs('ADMIN');
  const texts = {
    en: {
      breadcrumbs: 'Breadcrumb',
      list: 'Lookup tables',
      create: 'Create table',
      items: 'Items of Countries',
      save: 'SAVE',
    },
    ar: {
      breadcrumbs: 'مسار التنقل',
      list: 'الجداول المرجعية',
      create: 'إنشاء جدول',
      items: 'العناصر في الدول',
      save: 'حفظ',
    },
  };
  for (const language of ['en', 'ar'] as const) {
    const text = texts[language];
    await page.goto('/lookup-tables');
    // English first, then Arabic: the switcher is still labelled in English when Arabic is chosen.
    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: text.list })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(23);
    await expectNoViolations(page);
    await shoot(page, info, `lookup-list-${language}`);

    await page.getByRole('link', { name: text.items, exact: true }).click();
    await expect(page.getByRole('row')).toHaveCount(26);
    await expectNoViolations(page);
    await shoot(page, info, `lookup-items-${language}`);

    const breadcrumbs = page.getByRole('navigation', { name: text.breadcrumbs });
    await breadcrumbs.getByRole('link', { name: text.list, exact: true }).click();
    await page.getByRole('link', { name: text.create }).click();
    await page.getByRole('button', { name: 'AR', exact: true }).click();
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await page.getByRole('button', { name: text.save }).click();
    const arabic = page.getByRole('textbox', { name: language === 'en' ? 'Arabic' : 'العربية' });
    // Text areas follow their content's direction, whatever the page's.
    await expect(arabic).toHaveCSS('direction', 'rtl');
    await expect(page.getByRole('textbox', { name: language === 'en' ? 'English' : 'الإنجليزية' })).toHaveCSS(
      'direction',
      'ltr',
    );
    await expectNoViolations(page);
    await shoot(page, info, `lookup-form-${language}`);
  }
});

test('Exposable explains itself in a tooltip, and save reads KAYDET in Turkish', async ({
  page,
  signInAs,
}) => {
  await signInAs('ADMIN');
  await page.goto('/lookup-tables/create');
  await page.getByRole('switch', { name: 'Exposable' }).focus();
  await expect(page.getByRole('tooltip')).toHaveText("Control content you don't want to be exposed.");
  await expect(page.getByRole('switch', { name: 'Exposable' })).toHaveAccessibleDescription(
    "Control content you don't want to be exposed.",
  );

  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('tr');
  await expect(page.getByRole('button', { name: 'KAYDET' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'İPTAL' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Yayınlanabilir' })).toHaveAccessibleDescription(
    'Yayınlanmasını istemediğiniz içeriği kontrol edin.',
  );
});
