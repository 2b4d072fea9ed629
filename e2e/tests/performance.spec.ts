import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoViolations, shoot, test } from './fixtures';

// How an advertisement performs (issue 29): the demo's ninety days, read by the ad's dealer.

const section = (page: Page, name: string) => page.getByRole('region', { name });
const ARABIC_CHART = 'مرات الظهور والمشاهدات والطلبات يوميًا';

/** The screen checked as it is, then in Arabic (its chart named in Arabic), then on a phone: axe and a picture each. */
async function checkInEnglishThenArabic(page: Page, info: TestInfo, name: string) {
  await expectNoViolations(page);
  await shoot(page, info, `${name}-en`);
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('figure', { name: ARABIC_CHART })).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, info, `${name}-ar`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoViolations(page);
  await shoot(page, info, `${name}-ar-phone`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('a dealer reads how its advertisement performs, in English and in Arabic', async ({
  page,
  signInAs,
}, info) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs('DEALER');
  await page.goto('/advertisements?status=published');
  const row = page.getByRole('table').getByRole('row').nth(1);
  await row.getByRole('link', { name: /^Edit / }).click();
  await expect(page).toHaveURL(/\/advertisements\/[0-9a-f-]{36}\/edit$/);

  const performance = section(page, 'Performance, last 30 days');
  await expect(performance).toBeVisible();
  await expect(performance.getByRole('figure', { name: 'Impressions, views and leads a day' })).toBeVisible();
  // The demo's history: a published ad was shown and opened in these days.
  await expect(performance.getByText('Days online', { exact: true })).toBeVisible();
  await expect(
    performance.getByText(
      /^Views a day: in the (top|second|third|bottom) quarter of \d+ similar ads$|^Not enough similar ads/,
    ),
  ).toBeVisible();
  await checkInEnglishThenArabic(page, info, 'performance');
  await expect(section(page, 'الأداء خلال آخر 30 يومًا')).toBeVisible();
});

test('a dealer opens its stock’s performance from the advertisements list, in English and in Arabic', async ({
  page,
  signInAs,
}, info) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs('DEALER');
  await page.goto('/advertisements');
  await page.getByRole('link', { name: 'Performance', exact: true }).click();
  await expect(page).toHaveURL(/\/advertisements\/performance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Performance' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Impressions, views and leads a day' })).toBeVisible();
  const quartiles = section(page, 'Advertisements by views a day, against similar ads');
  await expect(quartiles.getByRole('row', { name: /^Top quarter \d+$/ })).toBeVisible();
  // The demo's dealer has ads buyers never opened, and leads still waiting for an answer.
  await expect(page.getByRole('heading', { name: /^Never opened in these days \(\d+\)/ })).toBeVisible();
  await expect(
    section(page, 'Leads waiting longest for an answer').getByRole('listitem').first(),
  ).toBeVisible();
  await checkInEnglishThenArabic(page, info, 'stock-performance');
  await expect(page.getByRole('heading', { level: 1, name: 'الأداء' })).toBeVisible();
});
