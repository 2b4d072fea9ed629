import type { Locator, Page, TestInfo } from '@playwright/test';
import { readChart } from './chart-reading';
import { expect, expectEveryColumnShown, expectNoViolations, shoot, test } from './fixtures';

// How an advertisement performs (issue 29): the demo's ninety days, read by the ad's dealer.

const section = (page: Page, name: string) => page.getByRole('region', { name });
const ARABIC_CHART = 'مرات الظهور والمشاهدات يوميًا';
const CHART = 'Impressions and views a day';
// What buyers did about the ads, charted apart: a few a day would lie flat under tens of thousands of impressions.
const INTEREST_CHART = 'Contacts, favourites and leads a day';

/** The screen checked as it is, then in Arabic (its chart named in Arabic), then on a phone: axe and a picture each. */
async function checkInEnglishThenArabic(page: Page, info: TestInfo, name: string) {
  await expectNoViolations(page);
  await shoot(page, info, `${name}-en`);
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('figure', { name: ARABIC_CHART })).toBeVisible();
  await readChart(page, ARABIC_CHART, {
    earlier: 'ArrowRight',
    values: /^.+: مرات الظهور [\d,]+ والمشاهدات [\d,]+$/,
    table: 'الأرقام في جدول',
  });
  await expectNoViolations(page);
  await shoot(page, info, `${name}-ar`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoViolations(page);
  await shoot(page, info, `${name}-ar-phone`);
  const { width, outside } = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    // What reaches past the screen's edges, named for whoever reads a failure.
    outside: [...document.querySelectorAll('main *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < -1 || box.right > window.innerWidth + 1);
      })
      .slice(-5)
      .map((element) => `${element.tagName}.${String(element.getAttribute('class'))}`),
  }));
  expect(width, outside.join(' ')).toBeLessThanOrEqual(390);
}

/** The days a performance screen shows: 7, 30 or 90 up to today, or two dates, each kept in the URL. */
async function chooseWindows(page: Page) {
  const days = page.getByRole('radiogroup', { name: 'Days shown' });
  await expect(days.getByRole('radio', { name: '30 days' })).toBeChecked();
  await days.getByText('7 days', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]days=7(&|$)/);
  await expect(days.getByRole('radio', { name: '7 days' })).toBeChecked();
  await expect(page.getByRole('figure', { name: CHART })).toBeVisible();

  await days.getByText('Chosen dates', { exact: true }).click();
  const from = page.getByRole('textbox', { name: 'From' }).or(page.getByLabel('From', { exact: true }));
  const to = page.getByLabel('To', { exact: true });
  // The range starts as the seven days shown, for the user to move an end of it.
  await expect(to).toHaveValue(new Date().toISOString().slice(0, 10));
  const start = new Date(Date.now() - 59 * 86_400_000).toISOString().slice(0, 10);
  await from.fill(start);
  await expect(page).toHaveURL(new RegExp(`[?&]from=${start}&`));
  await expect(page.getByRole('figure', { name: CHART })).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]days=/);
}

test('a dealer reads how its advertisement performs in its own tab, over the days it chooses, in English and in Arabic', async ({
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

  const tabs = page.getByRole('tablist', { name: 'Sections of the advertisement' });
  await expect(tabs.getByRole('tab', { name: 'Advertisement' })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: 'Performance' }).click();
  await expect(page).toHaveURL(/\/edit\?tab=performance$/);
  const performance = page.getByRole('tabpanel', { name: 'Performance' });
  await expect(performance.getByRole('figure', { name: CHART })).toBeVisible();
  // The demo's history: a published ad was shown and opened in these days.
  await expect(performance.getByText('Days online', { exact: true })).toBeVisible();
  await expect(performance.getByRole('figure', { name: INTEREST_CHART })).toBeVisible();
  for (const figure of ['Contact clicks', 'Phone number shown', 'Saved as favourite'])
    await expect(performance.getByRole('group', { name: figure })).toHaveText(
      new RegExp(`^${figure}[\\d,]+$`),
    );
  await expect(performance.getByRole('group', { name: 'Contacts per view' })).toHaveText(
    /^Contacts per view(—|[\d.]+%)$/,
  );
  await expect(
    performance.getByText(
      /^Views a day: in the (top|second|third|bottom) quarter of \d+ similar ads$|^Not enough similar ads/,
    ),
  ).toBeVisible();
  await chooseWindows(page);

  // A link to the tab and a window opens both; the form is a click away, as it was left.
  const link = page.url().replace(/\?.*$/, '?tab=performance&days=90');
  await page.goto(link);
  await expect(page.getByRole('radio', { name: '90 days' })).toBeChecked();
  await expect(page.getByRole('figure', { name: CHART })).toBeVisible();
  await tabs.getByRole('tab', { name: 'Advertisement' }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await expect(
    page.getByRole('tabpanel', { name: 'Advertisement' }).getByRole('textbox').first(),
  ).toBeVisible();
  await tabs.getByRole('tab', { name: 'Performance' }).click();

  await checkInEnglishThenArabic(page, info, 'performance');
  await expect(page.getByRole('tab', { name: 'الأداء' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('radiogroup', { name: 'الأيام المعروضة' })).toBeVisible();
});

test('a dealer opens its stock’s performance from the advertisements list and chooses its days, in English and in Arabic', async ({
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
  await expect(page.getByRole('figure', { name: CHART })).toBeVisible();
  await expect(page.getByRole('figure', { name: INTEREST_CHART })).toBeVisible();
  await readChart(page, INTEREST_CHART, {
    earlier: 'ArrowLeft',
    values:
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}: Contact clicks [\d,]+, Phone number shown [\d,]+, Saved as favourite [\d,]+, and Leads [\d,]+$/,
    table: 'Figures as a table',
  });
  const quartiles = section(page, 'Advertisements by views a day, against similar ads');
  await expect(quartiles.getByRole('row', { name: /^Top quarter \d+$/ })).toBeVisible();
  // The demo's dealer has ads buyers never opened, and leads still waiting for an answer.
  await expect(page.getByRole('heading', { name: /^Never opened in these days \(\d+\)/ })).toBeVisible();
  await expect(
    section(page, 'Leads waiting longest for an answer').getByRole('listitem').first(),
  ).toBeVisible();
  await chooseWindows(page);
  await checkInEnglishThenArabic(page, info, 'stock-performance');
  await expect(page.getByRole('heading', { level: 1, name: 'الأداء' })).toBeVisible();
});

/** The numbers of one column of the list, top to bottom, as the English list writes them. */
const columnNumbers = (page: Page, header: string) =>
  page.locator('main table').evaluate((table, name) => {
    const headers = [...table.querySelectorAll('thead th')];
    const index = headers.findIndex((th) => th.textContent?.trim() === name);
    return [...table.querySelectorAll('tbody tr')].map((row) =>
      Number(row.children[index]?.textContent?.replace(/,/g, '')),
    );
  }, header);

/** Sorts the list by a column, largest first, and waits for that page: the previous one stays on screen, dimmed, until it arrives. */
async function sortDescending(table: Locator, header: Locator, sortParameter: string) {
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(table.page()).toHaveURL(new RegExp(`[?&]sort=-${sortParameter}`));
  await expect(table).toHaveAttribute('aria-busy', 'false');
}

test('a dealer sorts its advertisements by their views of the last 30 days, in English and in Arabic', async ({
  page,
  signInAs,
}, info) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs('DEALER');
  await page.goto('/advertisements');
  const table = page.getByRole('table', { name: 'Advertisements' });
  const views = table.getByRole('columnheader', { name: 'Views, 30 days' });
  await expect(views).toHaveAttribute('aria-sort', 'none');
  await expect(table.getByRole('columnheader', { name: 'Leads, 30 days' })).toBeVisible();
  const firstId = () =>
    table
      .getByRole('row')
      .nth(1)
      .getByRole('link', { name: /^Edit / });
  const before = await firstId().textContent();

  await sortDescending(table, views, 'views_30d');
  await expect(firstId()).not.toHaveText(before!);
  const counts = await columnNumbers(page, 'Views, 30 days');
  expect(counts.length).toBeGreaterThan(1);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  expect(counts[0]).toBeGreaterThan(0);
  // A dealer's list shows them by default and still every column within 1366 px.
  await expectEveryColumnShown(page, 'Updated');
  await expectNoViolations(page);
  await shoot(page, info, 'list-by-views-en');

  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('columnheader', { name: 'المشاهدات، 30 يومًا' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expectEveryColumnShown(page, 'آخر تحديث');
  await expectNoViolations(page);
  await shoot(page, info, 'list-by-views-ar');
});

/** The 1-based position of a column of the list's table, found by its header's text. */
const headerPosition = (page: Page, header: string) =>
  page
    .locator('main table')
    .evaluate(
      (table, name) =>
        [...table.querySelectorAll('thead th')].findIndex((th) => th.textContent?.trim() === name) + 1,
      header,
    );

/** A number as the list writes it in English or in Arabic (its own digits and separators). */
const readNumber = (text: string) =>
  Number(text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace(/[^0-9]/g, ''));

test('staff turn on the 30-day columns, sort by them and read them on a phone’s cards, in English and in Arabic', async ({
  page,
  signInAs,
}, info) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs('ADMIN');
  await page.goto('/advertisements');
  const table = page.getByRole('table', { name: 'Advertisements' });
  const views = table.getByRole('columnheader', { name: 'Views, 30 days' });
  // Staff lists name each ad's dealer: the counts wait in the column chooser.
  await expect(table.getByRole('columnheader', { name: 'Dealer' })).toBeVisible();
  await expect(views).toHaveCount(0);
  await page.getByRole('button', { name: 'Columns' }).click();
  const chooser = page.getByRole('group', { name: 'Columns shown in the list' });
  await chooser.getByRole('checkbox', { name: 'Views, 30 days' }).check();
  await chooser.getByRole('checkbox', { name: 'Leads, 30 days' }).check();
  await expect(views).toBeVisible();
  const leads = table.getByRole('columnheader', { name: 'Leads, 30 days' });
  await expect(leads).toBeVisible();

  // The first row's id, in either language.
  const firstRow = () => page.locator('main table tbody tr').first().getByRole('link').first();
  const before = await firstRow().textContent();
  await sortDescending(table, views, 'views_30d');
  await expect(firstRow()).not.toHaveText(before!);
  const byViews = await columnNumbers(page, 'Views, 30 days');
  expect(byViews.length).toBeGreaterThan(1);
  expect(byViews).toEqual([...byViews].sort((a, b) => b - a));
  expect(byViews[0]).toBeGreaterThan(0);
  await expectNoViolations(page);
  await shoot(page, info, 'staff-list-by-views-en');

  // In Arabic, by leads: the order changes again.
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabicTable = page.getByRole('table', { name: 'الإعلانات' });
  const arabicLeads = arabicTable.getByRole('columnheader', { name: 'الطلبات، 30 يومًا' });
  const byViewsFirst = await firstRow().textContent();
  await sortDescending(arabicTable, arabicLeads, 'leads_30d');
  await expect(firstRow()).not.toHaveText(byViewsFirst!);
  const leadCells = arabicTable
    .locator('tbody tr')
    .locator(`td:nth-child(${await headerPosition(page, 'الطلبات، 30 يومًا')})`);
  const byLeads = (await leadCells.allTextContents()).map(readNumber);
  expect(byLeads).toEqual([...byLeads].sort((a, b) => b - a));
  expect(byLeads[0]).toBeGreaterThan(0);
  await expectNoViolations(page);
  await shoot(page, info, 'staff-list-by-leads-ar');

  // A phone's cards carry both counts, named, while the columns are on.
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: 'الإعلانات' }).getByRole('listitem');
  await expect(cards.first().getByText(/^المشاهدات، 30 يومًا: [\d٠-٩٬,]+$/)).toBeVisible();
  await expect(cards.first().getByText(/^الطلبات، 30 يومًا: [\d٠-٩٬,]+$/)).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, info, 'staff-cards-ar-phone');
  // The language is chosen in the header's wide layout.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('combobox', { name: 'اللغة', exact: true }).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('list', { name: 'Advertisements' }).getByRole('listitem').first();
  await expect(card.getByText(/^Views, 30 days: [\d,]+$/)).toBeVisible();
  await expect(card.getByText(/^Leads, 30 days: [\d,]+$/)).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, info, 'staff-cards-en-phone');

  // Turned off again, the cards leave them off too; and the staff list is as the other tests expect it.
  await page.setViewportSize({ width: 1366, height: 900 });
  await chooser.getByRole('checkbox', { name: 'Views, 30 days' }).uncheck();
  await chooser.getByRole('checkbox', { name: 'Leads, 30 days' }).uncheck();
  await expect(views).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card.getByText(/^Views, 30 days/)).toHaveCount(0);
});
