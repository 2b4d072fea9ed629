import type { Page } from '@playwright/test';
import { expect, shoot, test } from './fixtures';

// A phone (390 × 844) whose scrollbars take room, as on a desk browser narrowed to a phone's width.
test.use({
  viewport: { width: 390, height: 844 },
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
});

/** The page fits the screen: nothing wider than it, and the closed menu hidden beside it, not over it. */
async function expectFitsThePhone(page: Page) {
  const layout = await page.evaluate(() => {
    const root = document.documentElement;
    const nav = document.getElementById('app-navbar')!;
    const box = nav.getBoundingClientRect();
    const tabs = document.querySelector('[role="tablist"]')!.getBoundingClientRect();
    return {
      overflow: root.scrollWidth - root.clientWidth,
      menuVisible: getComputedStyle(nav).visibility !== 'hidden',
      menuOverPage: box.right > 0 && box.left < root.clientWidth,
      tabsInside: tabs.left >= 0 && tabs.right <= root.clientWidth,
    };
  });
  expect(layout).toEqual({ overflow: 0, menuVisible: false, menuOverPage: false, tabsInside: true });
}

test('Reports and Personal data fit a phone in English and in Arabic, also after the erase dialog', async ({
  page,
  signInAs,
}, info) => {
  test.setTimeout(120_000);
  await signInAs('ADMIN');
  await page.goto('/leads_query');
  for (const [language, names] of [
    [
      'en',
      {
        reports: 'Reports',
        personal: 'Personal data',
        email: 'E-mail address',
        erase: 'Erase personal data',
        cancel: 'Cancel',
      },
    ],
    [
      'ar',
      {
        reports: 'التقارير',
        personal: 'البيانات الشخصية',
        email: 'عنوان البريد الإلكتروني',
        erase: 'محو البيانات الشخصية',
        cancel: 'إلغاء',
      },
    ],
  ] as const) {
    // Switched in place, as a person does, on the open inbox.
    await page.getByRole('combobox', { name: /^(Language|اللغة)$/ }).selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

    await page.getByRole('tab', { name: names.reports }).click();
    await expect(page.getByRole('table').last()).toBeVisible();
    await expectFitsThePhone(page);
    await shoot(page, info, `leads-reports-${language}-390`);

    await page.getByRole('tab', { name: names.personal }).click();
    // The address field by its name: the tab's panel appears after the click, and until then the last
    // textbox on the page is the inbox's search.
    await page.getByRole('textbox', { name: names.email, exact: true }).fill('nobody@example.com');
    await page.getByRole('button', { name: names.erase }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: names.cancel }).last().click();
    await expect(dialog).toBeHidden();
    await expectFitsThePhone(page);
    await shoot(page, info, `leads-personal-data-${language}-390`);

    await page.getByRole('tab', { name: names.reports }).click();
    await expect(page.getByRole('table').last()).toBeVisible();
    await expectFitsThePhone(page);
    await page.getByRole('tab', { name: language === 'ar' ? 'الوارد' : 'Inbox' }).click();
  }
});
