import type { Page } from '@playwright/test';
import { restoreEvent, uiTexts } from './content-support';
import { expect, expectNoViolations, shoot, signIn, test } from './fixtures';
import { SETTINGS_GROUPS } from '@coachyard/contract';

/** A euro price as the Europe region writes it by default (SPEC §9: `€125.000` or `€125.000,50`)… */
const EURO_DOTS = /^€\d{1,3}(\.\d{3})+(,\d{2})?$/;
/** …and after an ADMIN switched Europe to `1,234.56`. */
const EURO_COMMAS = /^€\d{1,3}(,\d{3})+(\.\d{2})?$/;

/** The result dialog (SPEC §2): its title says the outcome, its button closes it. */
async function closeResult(page: Page, outcome: string, close = 'CLOSE') {
  const dialog = page.getByRole('dialog', { name: outcome });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: close }).click();
  await expect(dialog).toBeHidden();
}

const euroPrices = (page: Page, pattern: RegExp) => page.getByRole('cell', { name: pattern });

test('an ADMIN writes Europe’s prices as 1,234.56, sees the advertisement list follow, then restores the earlier version', async ({
  page,
  signInAs,
}) => {
  test.setTimeout(90_000);
  await signInAs('ADMIN');
  await page.goto('/advertisements');
  await expect(euroPrices(page, EURO_DOTS).first()).toBeVisible();

  await page.goto('/settings?tab=regions');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const format = page.getByRole('textbox', { name: 'Number format of Europe' });
  await expect(format).toHaveValue('1.234,56');
  // A format that does not parse is refused on the page, before anything is sent.
  await format.fill('1.234.56');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(
    page.getByText('Write 1234.56 as the region writes it, e.g. 1.234,56 or 1,234.56'),
  ).toBeVisible();
  // The live preview follows what is typed.
  await format.fill('1,234.56');
  await expect(page.getByRole('status', { name: 'Sample price of Europe' })).toHaveText('€123,456.78');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await closeResult(page, 'Success');

  await page.goto('/advertisements');
  await expect(euroPrices(page, EURO_COMMAS).first()).toBeVisible();
  await expect(euroPrices(page, EURO_DOTS)).toHaveCount(0);

  await page.goto('/settings?tab=regions');
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Languages and regions — history' });
  await expect(history.getByText('Regions › eu › number format').first()).toBeVisible();
  await restoreEvent(page, history, uiTexts('en'), 1);
  await expect(history.getByRole('status')).toHaveText('Restored');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('textbox', { name: 'Number format of Europe' })).toHaveValue('1.234,56');

  await page.goto('/advertisements');
  await expect(euroPrices(page, EURO_DOTS).first()).toBeVisible();
  await expect(euroPrices(page, EURO_COMMAS)).toHaveCount(0);
});

test('in Arabic an ADMIN switches the maintenance notice on, every signed-in user sees it, then off again', async ({
  page,
  browser,
  signInAs,
}) => {
  test.setTimeout(90_000);
  await signInAs('ADMIN');
  await page.goto('/settings?tab=maintenance');
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const toggle = page.getByRole('switch', { name: 'إظهار إشعار الصيانة' });
  // Editable once the privileges have loaded (the group is read-only without `settings` update).
  await expect(toggle).toBeEnabled();
  await toggle.check({ force: true });
  await page.getByRole('button', { name: 'حفظ' }).click();
  await closeResult(page, 'تمت العملية بنجاح', 'إغلاق');

  const banner = page.getByRole('status').filter({ hasText: 'صيانة مجدولة يوم الأحد' });
  await expect(banner).toBeVisible();
  await page.goto('/advertisements');
  await expect(banner).toBeVisible();
  // A DEALER signed in elsewhere sees it too, in their own language.
  const dealer = await (await browser.newContext()).newPage();
  await signIn(dealer, 'DEALER');
  await expect(dealer.getByRole('status').filter({ hasText: 'Planned maintenance on Sunday' })).toBeVisible();
  await dealer.context().close();

  await page.goto('/settings?tab=maintenance');
  await expect(toggle).toBeEnabled();
  await toggle.uncheck({ force: true });
  await page.getByRole('button', { name: 'حفظ' }).click();
  await closeResult(page, 'تمت العملية بنجاح', 'إغلاق');
  await expect(banner).toBeHidden();
});

test.describe('in English and in Arabic (right-to-left)', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  const texts = {
    en: {
      title: 'Settings',
      development: 'Development',
      runtime: 'Running configuration',
      history: 'History',
    },
    ar: { title: 'الإعدادات', development: 'التطوير', runtime: 'الإعدادات قيد التشغيل', history: 'السجل' },
  };
  // One test a language: each scans every tab and the history, within its own time.
  for (const language of ['en', 'ar'] as const)
    test(`the settings screen is accessible in ${language}, marks the environment and shows the running configuration`, async ({
      page,
      signInAs,
    }, info) => {
      test.setTimeout(120_000);
      await signInAs('ADMIN');
      const text = texts[language];
      // Chosen from the header's language select.
      await page.goto('/settings');
      await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption(language);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      // The e2e server answers on 127.0.0.1: a development host, marked in the header.
      await expect(
        page.getByRole('banner').getByText(text.development, { exact: true }).filter({ visible: true }),
      ).toBeVisible();
      // Every group's tab and the running configuration's.
      await expect(page.getByRole('tab')).toHaveCount(SETTINGS_GROUPS.length + 1);
      for (const [index, tab] of (await page.getByRole('tab').all()).entries()) {
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expectNoViolations(page);
        await shoot(page, info, `settings-tab-${index}-${language}`);
      }
      await expect(page.getByRole('heading', { level: 2, name: text.runtime })).toBeVisible();
      await page.getByRole('tab').first().click();
      await page.getByRole('button').filter({ hasText: text.history }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoViolations(page);
      await shoot(page, info, `settings-history-${language}`);
      await page.keyboard.press('Escape');
    });

  test('on a phone, in Arabic, only the regions table scrolls sideways', async ({ page, signInAs }, info) => {
    await signInAs('ADMIN');
    await page.goto('/settings');
    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // On a phone, in Arabic: the regions' table scrolls sideways inside its card, nothing else does.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/settings?tab=regions');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoViolations(page);
    await shoot(page, info, 'settings-regions-phone-ar');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
