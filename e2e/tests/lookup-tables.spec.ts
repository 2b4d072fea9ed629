import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const breadcrumbs = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });
const toggle = (page: Page, code: string) => page.getByRole('button', { name: code, exact: true });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Saves the form and closes the result dialog, which must report success with the API's message. */
async function saveAndExpect(page: Page, message: string) {
  await page.getByRole('button', { name: 'SAVE' }).click();
  const dialog = page.getByRole('dialog', { name: 'Success' });
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: 'CLOSE' }).click();
  await expect(dialog).toBeHidden();
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, '\\+')}`));
}

test.beforeEach(async ({ signInAs }) => signInAs('ADMIN'));

test('an admin creates a table, adds an item in three languages, edits it, and a bad CSV changes nothing', async ({
  page,
}) => {
  // Four screens, three saves and a CSV import: past 30 s at a load of 10 (the file's work, not a wait).
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const tableName = `Seat fabrics ${stamp}`;

  // Create the table: the key follows the description.
  await page.goto('/lookup-tables');
  await page.getByRole('link', { name: 'Create table' }).click();
  await field(page, 'Description').fill(tableName);
  await expect(field(page, 'Key')).toHaveValue(`seat-fabrics-${stamp}`);
  await toggle(page, 'EN').click();
  await expect(toggle(page, 'EN')).toHaveAttribute('aria-pressed', 'true');
  await field(page, 'English').fill(tableName);
  await saveAndExpect(page, 'Created');
  await expect(field(page, 'Description')).toHaveValue('');
  await expect(toggle(page, 'EN')).toHaveAttribute('aria-pressed', 'false');

  // Find it in the list and open its items.
  await page.getByRole('button', { name: 'CANCEL' }).click();
  await expect(page).toHaveURL(/\/lookup-tables$/);
  await search(page, stamp);
  const tableRow = page.getByRole('row', { name: new RegExp(tableName) });
  await expect(tableRow).toContainText(`seat-fabrics-${stamp}`);
  await tableRow.getByRole('link', { name: `Items of ${tableName}` }).click();
  await expect(breadcrumbs(page).getByRole('link', { name: 'Lookup tables' })).toBeVisible();
  await expect(breadcrumbs(page).getByText(tableName)).toHaveAttribute('aria-current', 'page');

  // Add an item. Saving with no language selects the first one, whose text is then required.
  await page.getByRole('link', { name: 'Add item' }).click();
  await field(page, 'Description').fill('Velvet');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(toggle(page, 'TR')).toHaveAttribute('aria-pressed', 'true');
  await expect(field(page, 'Turkish')).toHaveAccessibleDescription('Enter content');
  await toggle(page, 'EN').click();
  await toggle(page, 'DE').click();
  await field(page, 'Turkish').fill('Kadife');
  await field(page, 'English').fill('Velvet');
  await field(page, 'German').fill('S');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(field(page, 'German')).toHaveAccessibleDescription('Content must be at least 2 characters');
  await field(page, 'German').fill('Samt');
  await saveAndExpect(page, 'Created');

  await page.getByRole('button', { name: 'CANCEL' }).click();
  const itemRow = page.getByRole('row', { name: /Velvet/ });
  await expect(itemRow).toContainText('3/8');

  // Edit it: description and key are locked; the source text shows beside the others.
  await itemRow.getByRole('link', { name: 'Edit Velvet' }).click();
  await expect(field(page, 'Description')).toBeDisabled();
  await expect(field(page, 'Key')).toBeDisabled();
  await expect(field(page, 'Key')).toHaveValue('velvet');
  for (const code of ['TR', 'EN', 'DE'])
    await expect(toggle(page, code)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('combobox', { name: 'Source language' }).selectOption('en');
  await expect(page.getByRole('figure', { name: 'Source: English' }).first()).toContainText('Velvet');
  await expect(field(page, 'German')).toHaveValue('Samt');
  // Toggling a language off and on again clears its text.
  await toggle(page, 'DE').click();
  await expect(field(page, 'German')).toHaveCount(0);
  await toggle(page, 'DE').click();
  await expect(field(page, 'German')).toHaveValue('');
  await field(page, 'German').fill('Samtstoff');
  await toggle(page, 'FR').click();
  await field(page, 'French').fill('Velours');
  await saveAndExpect(page, 'Saved');
  await page.getByRole('button', { name: 'CANCEL' }).click();
  await expect(itemRow).toContainText('4/8');

  // Active switches in place and stays switched.
  const active = itemRow.getByRole('switch', { name: 'Active: Velvet' });
  await expect(active).toBeChecked();
  // The switch's thumb covers its input: click where a person clicks (Playwright would wait for the input).
  await active.click({ force: true });
  await expect(active).not.toBeChecked();
  await page.reload();
  await expect(
    page.getByRole('row', { name: /Velvet/ }).getByRole('switch', { name: 'Active: Velvet' }),
  ).not.toBeChecked();

  // Export: the CSV arrives with the item in it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`seat-fabrics-${stamp}.csv`);
  expect(await readFile((await file.path())!, 'utf8')).toContain('velvet,Velvet,0,1,Kadife,Velvet');

  // Import a CSV with one bad row: the row is reported with its line, and nothing changes.
  const csv = [
    'slug,name,is_active,is_exposable,en,tr',
    'leather,Leather,1,1,Leather,Deri',
    'x,X,1,1,Fabric,Kumaş',
  ];
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await (
    await chooser
  ).setFiles({ name: 'fabrics.csv', mimeType: 'text/csv', buffer: Buffer.from(csv.join('\n')) });
  const report = page.getByRole('alert').filter({ hasText: 'nothing was imported' });
  await expect(report).toBeVisible();
  const issues = report.getByRole('table', { name: 'Rows that could not be imported' }).getByRole('row');
  await expect(issues).toHaveCount(2);
  await expect(issues.nth(1).getByRole('cell')).toHaveText([
    '3',
    'name',
    'Description must be at least 2 characters',
  ]);
  await expect(page.getByRole('row', { name: /Leather/ })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'of 1' })).toHaveText('1–1 of 1');
});

test('the breadcrumbs lead into Countries → Türkiye’s provinces and back', async ({ page }) => {
  await page.goto('/lookup-tables');
  await search(page, 'countries');
  await page.getByRole('link', { name: 'Items of Countries', exact: true }).click();
  await expect(breadcrumbs(page).getByText('Countries')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('status').filter({ hasText: 'of' })).toContainText('of 249');

  await search(page, 'Türkiye');
  await page.getByRole('link', { name: 'Sub-items (81) of Türkiye', exact: true }).click();
  await expect(breadcrumbs(page).getByRole('link', { name: 'Countries' })).toBeVisible();
  await expect(breadcrumbs(page).getByText('Türkiye')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('status').filter({ hasText: 'of' })).toHaveText('1–25 of 81');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');

  // Sorting by clicking a header, announced with aria-sort and kept in the URL.
  const description = page.getByRole('columnheader', { name: 'Description' });
  await description.getByRole('button').click();
  await expect(description).toHaveAttribute('aria-sort', 'ascending');
  await description.getByRole('button').click();
  await expect(description).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=-name/);
  await expect(page.getByRole('row').nth(1)).toContainText('Zonguldak');
  await page.getByRole('button', { name: 'Page 4' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'of' })).toHaveText('76–81 of 81');
  await expect(page.getByRole('row').nth(6)).toContainText('Adana');

  await breadcrumbs(page).getByRole('link', { name: 'Countries' }).click();
  await expect(breadcrumbs(page).getByText('Countries')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('status').filter({ hasText: 'of' })).toContainText('of 249');
  await breadcrumbs(page).getByRole('link', { name: 'Lookup tables' }).click();
  await expect(page).toHaveURL(/\/lookup-tables$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lookup tables' })).toBeVisible();
});
