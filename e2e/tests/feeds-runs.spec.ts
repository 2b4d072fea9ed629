import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoViolations, shoot, test, untilStill } from './fixtures';
import {
  closeSuccess,
  createUrlFeed,
  runDetails,
  startStockServer,
  textsOf,
  type Language,
} from './feeds-support';

test.use({ viewport: { width: 1366, height: 900 } });
test.describe.configure({ timeout: 180_000 });

let stock: Awaited<ReturnType<typeof startStockServer>>;
test.beforeAll(async () => {
  stock = await startStockServer();
});
test.afterAll(() => stock.close());

const stampOf = (language: string) => `${language.toUpperCase()}${Date.now().toString(36)}`;

async function signInIn(page: Page, signInAs: (role: 'DEALER') => Promise<void>, language: Language) {
  await signInAs('DEALER');
  await page.goto('/feeds');
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}

for (const language of ['en', 'ar'] as const) {
  test(`a dealer dry-runs a feed from the list and sees its last run there (${language})`, async ({
    page,
    signInAs,
  }, info) => {
    const t = textsOf(language);
    const stamp = stampOf(language);
    const name = `Yard ${stamp}`;
    await signInIn(page, signInAs, language);
    await createUrlFeed(page, name, stock.urlOf('stock', stamp));
    await page.reload();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText(t('feeds.lastRun.never'));

    await row.getByRole('button', { name: t('feeds.listActions.dryRunOf', { name }) }).click();
    await expect(page).toHaveURL(/\/feeds\/[^/]+\/edit\?tab=runs$/);
    const details = runDetails(page, t, true);
    await expect(details.getByText(t('feeds.runs.statuses.succeeded'), { exact: true })).toBeVisible({
      timeout: 60_000,
    });

    await page.goto('/feeds');
    await expect(row).toContainText(t('feeds.runs.statuses.succeeded'));
    await expect(row).toContainText(t('feeds.runs.dry'));
    await expect(row).toContainText(t('feeds.lastRun.counts.created', { count: 2 }));
    // Sorted by the last run, newest first: the feed just run heads the list.
    await page.getByRole('button', { name: t('feeds.columns.lastRun') }).click();
    await page.getByRole('button', { name: t('feeds.columns.lastRun') }).click();
    await expect(page).toHaveURL(/sort=-last_run_at/);
    await expect(page.getByRole('row').nth(1)).toContainText(name);
    await expectNoViolations(page);
    await shoot(page, info, `feeds-list-last-run-${language}`);

    await page.setViewportSize({ width: 390, height: 844 });
    await untilStill(page);
    const card = page.getByRole('listitem').filter({ hasText: name });
    await expect(card).toContainText(t('feeds.lastRun.counts.created', { count: 2 }));
    await expectNoViolations(page);
    await shoot(page, info, `feeds-list-390-${language}`);
    await card.getByRole('link', { name: t('feeds.editOf', { name }) }).click();
    await expect(page.getByRole('textbox', { name: t('feeds.fields.name') })).toHaveValue(name);
    await expectNoViolations(page);
    await shoot(page, info, `feed-form-390-${language}`);
  });
}

for (const language of ['en', 'ar'] as const) {
  test(`a dealer takes a run's errors as a file and sees the feed's ads (${language})`, async ({
    page,
    signInAs,
  }, info) => {
    const t = textsOf(language);
    const stamp = stampOf(`ads${language}`);
    const name = `Flawed ${stamp}`;
    await signInIn(page, signInAs, language);
    const id = await createUrlFeed(page, name, stock.urlOf('flawed', stamp));
    await page.goto(`/feeds/${id}/edit?tab=runs`);
    await page.getByRole('button', { name: t('feeds.runs.start'), exact: true }).click();
    const details = runDetails(page, t, false);
    await expect(details.getByText(t('feeds.runs.statuses.succeeded'), { exact: true })).toBeVisible({
      timeout: 60_000,
    });
    await expect(
      details.getByRole('table', { name: t('feeds.runs.errorsCaption', { count: 1 }) }),
    ).toContainText(t('feeds.targets.year'));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      details.getByRole('button', { name: t('feeds.runs.downloadErrors') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/-errors-\d{4}-\d\d-\d\d\.csv$/);
    const file = await readFile(await download.path(), 'utf8');
    const lines = file
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('line,field,message');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual(['4,year']);
    await expectNoViolations(page);
    await shoot(page, info, `feed-run-errors-${language}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await untilStill(page);
    await expectNoViolations(page);
    await shoot(page, info, `feed-run-errors-390-${language}`);
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByRole('link', { name: t('feeds.seeAds') }).click();
    await expect(page).toHaveURL(new RegExp(`/advertisements\\?feed_id=${id}`));
    const chip = page.getByRole('button', {
      name: t('dataTable.removeFilter', { filter: `${t('ads.filters.feed_id')}: ${name}` }),
    });
    await expect(chip).toBeVisible();
    // The feed's two coaches, and none of the dealer's other ads.
    await expect(page.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(2);
    await expectNoViolations(page);
    await shoot(page, info, `ads-of-feed-${language}`);

    await chip.click();
    await expect(page).not.toHaveURL(/feed_id=/);
    await expect(chip).toBeHidden();
  });
}

test('a dealer cancels a run that goes on, from the Runs tab', async ({ page, signInAs }, info) => {
  const t = textsOf('en');
  const stamp = stampOf('cancel');
  await signInIn(page, signInAs, 'en');
  const id = await createUrlFeed(page, `Slow ${stamp}`, stock.urlOf('slow', stamp));
  await page.goto(`/feeds/${id}/edit?tab=runs`);
  await page.getByRole('button', { name: t('feeds.runs.startDry'), exact: true }).click();

  // The stock server holds its file open after 150 rows: the run has reported its first hundred and waits.
  const details = runDetails(page, t, true);
  const progress = details.getByRole('progressbar');
  await expect(progress).toBeVisible();
  await expect(details.getByText(t('feeds.runs.progress', { count: 100 }))).toBeVisible({ timeout: 60_000 });
  await expect(details.getByText(t('feeds.runs.statuses.running'), { exact: true })).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, info, 'feed-run-going-on-en');

  await details.getByRole('button', { name: t('feeds.runs.cancel') }).click();
  await expect(details.getByText(t('feeds.runs.statuses.cancelled'), { exact: true })).toBeVisible();
  await expect(progress).toBeHidden();
  const past = page.getByRole('region', { name: t('feeds.runs.pastTitle') });
  await expect(past.getByRole('row').nth(1)).toContainText(t('feeds.runs.statuses.cancelled'));
  stock.releaseSlow();
  // Both start buttons are back: another run may start.
  await expect(page.getByRole('button', { name: t('feeds.runs.start'), exact: true })).toBeEnabled();
});

test('a feed saved meanwhile in another tab answers the second save with the conflict', async ({
  page,
  signInAs,
}) => {
  const t = textsOf('en');
  const stamp = stampOf('stale');
  await signInIn(page, signInAs, 'en');
  const id = await createUrlFeed(page, `Shared ${stamp}`, stock.urlOf('stock', stamp));
  const other = await page.context().newPage();
  const nameIn = (tab: Page) => tab.getByRole('textbox', { name: t('feeds.fields.name') });
  // A tab behind another one does not paint: each is brought to the front to be read, as a person does.
  for (const tab of [page, other]) {
    await tab.bringToFront();
    await tab.goto(`/feeds/${id}/edit`);
    await expect(nameIn(tab)).toHaveValue(`Shared ${stamp}`);
  }

  await nameIn(other).fill(`First ${stamp}`);
  await other.getByRole('button', { name: t('common.save') }).click();
  await closeSuccess(other, t);

  await page.bringToFront();
  await nameIn(page).fill(`Second ${stamp}`);
  await page.getByRole('button', { name: t('common.save') }).click();
  const failure = page.getByRole('dialog', { name: t('result.failure') });
  await expect(failure).toContainText(t('feeds.conflict'));
  await failure.getByRole('button', { name: t('common.close') }).click();
  // The form now shows the feed as the other tab saved it, to make the change again on top of it.
  await expect(nameIn(page)).toHaveValue(`First ${stamp}`);
  await other.close();
});
