import type { Page } from '@playwright/test';
import { expect, expectNoViolations, shoot, test } from './fixtures';

/** The signed-in user's own API, as the app calls it. */
async function api(page: Page, method: 'GET' | 'PATCH' | 'DELETE', path: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data;
}

type Ad = { id: string; version: number; short_id: string; year: number; brand: string };

const words = {
  en: { trash: 'Trash', table: 'Events, newest first' },
  ar: { trash: 'سلة المحذوفات', table: 'الأحداث، الأحدث أولًا' },
};

for (const language of ['en', 'ar'] as const) {
  test(`the audit trail and the trash call an advertisement by its year, brand, model and short id (${language})`, async ({
    page,
    signInAs,
  }, info) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAs('ADMIN');
    if (language === 'ar') {
      await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    const { items } = await api(page, 'GET', `/advertisements?status=draft&per_page=2&lang=${language}`);
    const ad = (items as Ad[])[language === 'en' ? 0 : 1]!;
    const label = new RegExp(`${ad.year} .+ · ${ad.short_id}`);
    const full = (await api(page, 'GET', `/advertisements/${ad.id}`)) as Ad & { price_minor: number };
    await api(page, 'PATCH', `/advertisements/${ad.id}`, {
      version: full.version,
      price_minor: full.price_minor + 100_00,
    });

    await page.goto(`/audit?namespace=advertisements&record=${ad.id}`);
    const events = page.getByRole('table', { name: words[language].table }).getByRole('row');
    await expect(events.nth(1)).toBeVisible();
    const recordCell = events.nth(1).getByRole('cell').filter({ hasText: ad.short_id });
    await expect(recordCell).toHaveText(label);
    await expect(recordCell).toContainText(ad.brand);
    await expectNoViolations(page);
    await shoot(page, info, `audit-labels-${language}`);

    const current = await api(page, 'GET', `/advertisements/${ad.id}`);
    await api(page, 'DELETE', `/advertisements/${ad.id}?version=${current.version}`);
    await page.goto(`/trash?namespace=advertisements`);
    await expect(page.getByRole('heading', { level: 1, name: words[language].trash })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: ad.short_id })).toContainText(label);
    await expectNoViolations(page);
    await shoot(page, info, `trash-labels-${language}`);
  });
}
