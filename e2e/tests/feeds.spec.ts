import type { Page } from '@playwright/test';
import { expect, expectNoViolations, shoot, test, untilStill } from './fixtures';
import { closeSuccess, runDetails, STOCK_COLUMNS, textsOf, type T } from './feeds-support';

/** Two coaches as a dealer's stock system writes them (the first spells its brand unlike the lookup item). */
const stockCsv = (stamp: string) =>
  [
    'stock_no,make,model,body,year,price,currency,country,city,title',
    `${stamp}-1,Mercedes Benz,Tourismo,Intercity,2019,185000,EUR,Germany,Berlin,Tourismo ${stamp}`,
    `${stamp}-2,Setra,S 516 HD,Intercity,2017,149500,EUR,Germany,Hamburg,Setra ${stamp}`,
  ].join('\n');

test.use({ viewport: { width: 1366, height: 900 } });
test.describe.configure({ timeout: 240_000 });

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Starts a run from the runs tab and waits until it has finished, as the screen polls it. */
async function runAndWait(page: Page, t: T, dryRun: boolean) {
  await page
    .getByRole('button', { name: t(dryRun ? 'feeds.runs.startDry' : 'feeds.runs.start'), exact: true })
    .click();
  const details = runDetails(page, t, dryRun);
  await expect(details.getByText(t('feeds.runs.statuses.succeeded'), { exact: true })).toBeVisible({
    timeout: 60_000,
  });
  return details;
}

const countOf = (details: ReturnType<Page['getByRole']>, t: T, name: string) =>
  details.getByRole('listitem').filter({ hasText: t(`feeds.runs.counts.${name}`) });

for (const language of ['en', 'ar'] as const) {
  test(`a dealer uploads a CSV feed, maps it, dry-runs it and runs it into ads (${language})`, async ({
    page,
    signInAs,
  }, info) => {
    const t = textsOf(language);
    const stamp = `${language.toUpperCase()}${Date.now().toString(36)}`;
    await signInAs('DEALER');
    await page.goto('/feeds');
    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('link', { name: t('nav.feeds') })).toBeVisible();

    // The form: a name, the region, and the file from the dealer's computer.
    await page.getByRole('link', { name: t('feeds.create') }).click();
    await page.getByRole('textbox', { name: t('feeds.fields.name') }).fill(`Stock ${stamp}`);
    await pick(page, t('feeds.fields.region'), language === 'ar' ? 'أوروبا' : 'Europe');
    await page.locator('input[type=file]').setInputFiles({
      name: 'stock.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(stockCsv(stamp)),
    });
    await expectNoViolations(page);
    await shoot(page, info, `feed-form-${language}`);
    await page.getByRole('button', { name: t('common.save') }).click();
    await closeSuccess(page, t);

    // The mapping: the file's first rows beside the fields, a column for each.
    await expect(page).toHaveURL(/\/feeds\/[^/]+\/edit\?tab=mapping$/);
    await expect(page.getByRole('columnheader', { name: 'stock_no' })).toBeVisible();
    await expect(page.getByRole('cell', { name: `Tourismo ${stamp}` })).toBeVisible();
    for (const [field, column] of Object.entries(STOCK_COLUMNS))
      await pick(page, t(`feeds.targets.${field}`), column);
    await expectNoViolations(page);
    await page.getByRole('button', { name: t('feeds.mapping.save') }).click();
    await closeSuccess(page, t);

    // Values the server finds no item for by name (models under their brand, cities under their country): the
    // best suggestions are accepted into the value mappings.
    const modelValue = page.getByRole('combobox', {
      name: t('feeds.mapping.valueOf', { field: t('feeds.targets.model'), value: 'Tourismo' }),
    });
    await expect(modelValue).toBeVisible();
    await page.getByRole('button', { name: t('feeds.mapping.acceptBest') }).click();
    await expect(modelValue).toHaveValue(/Tourismo/);
    await expectNoViolations(page);
    await shoot(page, info, `feed-mapping-${language}`);
    await page.getByRole('button', { name: t('feeds.mapping.save') }).click();
    await closeSuccess(page, t);
    await expect(modelValue).toBeHidden();

    // A dry run says what a run would do and creates nothing.
    await page.getByRole('tab', { name: t('feeds.tabs.runs') }).click();
    const dry = await runAndWait(page, t, true);
    await expect(countOf(dry, t, 'created')).toContainText('2');
    await expect(countOf(dry, t, 'failed')).toContainText('0');
    await expectNoViolations(page);
    const feedUrl = page.url();
    await page.goto(`/advertisements?q=${stamp}`);
    await expect(page.getByText(t('dataTable.empty'))).toBeVisible();

    // The run creates the two ads, which the dealer's list shows.
    await page.goto(feedUrl);
    const run = await runAndWait(page, t, false);
    await expect(countOf(run, t, 'created')).toContainText('2');
    await expect(page.getByRole('region', { name: t('feeds.runs.pastTitle') }).getByRole('row')).toHaveCount(
      3,
    );
    await expectNoViolations(page);
    await shoot(page, info, `feed-runs-${language}`);
    await page.setViewportSize({ width: 390, height: 844 });
    // The sidebar slides away as the screen narrows: the picture is taken once it has gone.
    await untilStill(page);
    await shoot(page, info, `feed-runs-390-${language}`);
    await page.getByRole('tab', { name: t('feeds.tabs.mapping') }).click();
    await expect(page.getByRole('columnheader', { name: 'stock_no' })).toBeVisible();
    await shoot(page, info, `feed-mapping-390-${language}`);
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.goto(`/advertisements?q=${stamp}`);
    // The list names an ad by its vehicle; the search finds the two by the stamp in their titles.
    await expect(page.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('row', { name: /Tourismo/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /S 516 HD/ })).toBeVisible();
    await page.goto('/feeds');
    await expect(page.getByRole('row', { name: new RegExp(`Stock ${stamp}`) })).toBeVisible();
    await expectNoViolations(page);
    await shoot(page, info, `feeds-list-${language}`);
  });
}
