import type { Browser, Page } from '@playwright/test';
import { expect, expectNoViolations, shoot, signIn, test } from './fixtures';

/** The rows of the list's table whose whole height shows in the window without scrolling. */
const rowsAboveTheFold = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('main table tbody tr')].filter((row) => {
        const box = row.getBoundingClientRect();
        return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
      }).length,
  );

/** Rows the page holds at all: a list shorter than ten shows all of them. */
const rowsOnPage = (page: Page) => page.locator('main table tbody tr').count();

async function apiGet(page: Page, path: string) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data;
}

async function signInElsewhere(browser: Browser, viewport = { width: 1366, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, 'ADMIN');
  return page;
}

test.describe('lists show the data first', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test.setTimeout(120_000);

  test('every list shows at least ten rows above the fold at 1366×900', async ({ page, signInAs }, info) => {
    await signInAs('ADMIN');
    const brands = (await apiGet(page, '/collections?by_slug=brands')) as
      { id: string }[] | { items: { id: string }[] };
    const table = Array.isArray(brands) ? brands[0]! : brands.items[0]!;
    const market = (await apiGet(page, '/locations?per_page=1')).items[0] as { id: string };
    const screens = [
      '/advertisements',
      '/users',
      '/lookup-tables',
      `/lookup-tables/${table.id}/items`,
      '/locations',
      `/locations/${market.id}/items`,
      '/model_relations',
      '/audit',
      '/leads_query',
      '/leads_faq',
      '/leads_contact',
      '/content',
    ];
    for (const path of screens) {
      await page.goto(path);
      await expect(page.locator('main table tbody tr').first()).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      // Rows arrive in slices, the first screen's first (issue 18): wait for the first screen to be complete.
      await expect
        .poll(async () => (await rowsAboveTheFold(page)) - Math.min(10, await rowsOnPage(page)), {
          message: `${path}: rows above the fold`,
        })
        .toBeGreaterThanOrEqual(0);
      // No name wraps: every row of the table is one line high, like its first.
      const heights = await page
        .locator('main table tbody tr')
        .evaluateAll((rows) => rows.map((row) => Math.round(row.getBoundingClientRect().height)));
      expect(Math.max(...heights) - Math.min(...heights), `${path}: rows of one height`).toBeLessThanOrEqual(
        2,
      );
      await shoot(page, info, `list${path.replace(/\W+/g, '-')}`);
    }
  });

  test('a filter shows as a chip that removes it, and More filters opens the rest', async ({
    page,
    signInAs,
  }) => {
    await signInAs('ADMIN');
    await page.goto('/users');
    await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Dealer' });
    await expect(page).toHaveURL(/role=DEALER/);
    const chips = page.getByRole('group', { name: 'Active filters' });
    const chip = chips.getByRole('button', { name: 'Remove filter Role: Dealer' });
    await expect(chip).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Administrator' })).toHaveCount(0);

    // The filters used less wait behind "More filters".
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveCount(0);
    await page.getByRole('button', { name: 'More filters' }).click();
    await expect(page.getByRole('button', { name: 'More filters' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ index: 1 });
    await expect(page).toHaveURL(/country=/);
    await expect(chips.getByRole('button', { name: /^Remove filter Country: / })).toBeVisible();
    await expectNoViolations(page);

    await chip.click();
    await expect(page).not.toHaveURL(/role=/);
    await expect(chip).toHaveCount(0);
    await chips.getByRole('button', { name: /^Remove filter Country: / }).click();
    await expect(page).not.toHaveURL(/country=/);
    await expect(chips).toHaveCount(0);

    // The advertisements' own filters make chips too.
    await page.goto('/advertisements?status=published');
    const status = page.getByRole('button', { name: 'Remove filter Status: Published' });
    await expect(status).toBeVisible();
    await status.click();
    await expect(page).not.toHaveURL(/status=/);
  });

  test('the columns a user chooses follow them to a new sign-in in another browser', async ({
    page,
    signInAs,
    browser,
  }, info) => {
    await signInAs('ADMIN');
    await page.goto('/users');
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('columnheader', { name: /Email/ })).toBeVisible();
    await page.getByRole('button', { name: 'Columns' }).click();
    const panel = page.getByRole('group', { name: 'Columns shown in the list' });
    await panel.getByRole('checkbox', { name: 'Email' }).uncheck();
    await expect(table.getByRole('columnheader', { name: /Email/ })).toHaveCount(0);
    await expectNoViolations(page);
    await shoot(page, info, 'column-chooser');

    const elsewhere = await signInElsewhere(browser);
    await elsewhere.goto('/users');
    const otherTable = elsewhere.getByRole('table', { name: 'Users' });
    await expect(otherTable.getByRole('columnheader', { name: /Name/ })).toBeVisible();
    await expect(otherTable.getByRole('columnheader', { name: /Email/ })).toHaveCount(0);
    await elsewhere.context().close();

    await panel.getByRole('checkbox', { name: 'Email' }).check();
    await expect(table.getByRole('columnheader', { name: /Email/ })).toBeVisible();
  });

  test('on a phone the rows become cards with photo, title, price and status', async ({
    page,
    signInAs,
  }, info) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs('ADMIN');
    await page.goto('/advertisements');
    const ad = (await apiGet(page, '/advertisements?per_page=1')).items[0] as {
      short_id: string;
      status: string;
      price_formatted: string;
      year: number;
      brand: string;
      model: string;
      thumbnail: string | null;
    };
    const cards = page.getByRole('list', { name: 'Advertisements' }).getByRole('listitem');
    const first = cards.first();
    await expect(first).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(first).toContainText(`${ad.year} ${ad.brand} ${ad.model}`);
    await expect(first).toContainText(ad.price_formatted);
    await expect(first.getByRole('link', { name: `Edit ${ad.short_id}` })).toBeVisible();
    // Its photo opens larger; an ad without one (a feed's new draft, say) says so in place of it.
    if (ad.thumbnail)
      await expect(first.getByRole('button', { name: new RegExp(ad.short_id) })).toBeVisible();
    else await expect(first.getByRole('img', { name: /has no photo$/ })).toBeVisible();
    const statusNames: Record<string, string> = {
      draft: 'Draft',
      pending_review: 'Pending review',
      published: 'Published',
      rejected: 'Rejected',
      sold: 'Sold',
      archived: 'Archived',
    };
    await expect(first.getByText(statusNames[ad.status]!, { exact: true })).toBeVisible();
    // Nothing sticks out of the phone's width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoViolations(page);
    await shoot(page, info, 'advertisements-phone');

    await first.click();
    await expect(page).toHaveURL(/\/advertisements\/[^/]+\/edit$/);
  });

  test('the bar, its chips and its panels speak Arabic, right to left, and pass axe', async ({
    page,
    signInAs,
  }, info) => {
    await signInAs('ADMIN');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/users?role=DEALER');
    await expect(page.getByRole('button', { name: /^إزالة عامل التصفية / })).toBeVisible();
    await page.getByRole('button', { name: 'مزيد من عوامل التصفية' }).click();
    await page.getByRole('button', { name: 'الأعمدة' }).click();
    await expect(page.getByRole('group', { name: 'الأعمدة المعروضة في القائمة' })).toBeVisible();
    await expectNoViolations(page);
    await shoot(page, info, 'users-arabic');
    await page.goto('/audit');
    await expect(page.locator('main table tbody tr').first()).toBeVisible();
    await expectNoViolations(page);
    await shoot(page, info, 'audit-arabic');
  });
});
