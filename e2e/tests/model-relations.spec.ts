import type { Page } from '@playwright/test';
import {
  expect,
  expectNoViolations,
  expectOnlyRow,
  holdRequests,
  mainNavigation,
  shoot,
  test,
} from './fixtures';

const modelsOf = (page: Page, brand: string) =>
  page.getByRole('list', { name: `Models of ${brand}` }).getByRole('listitem');

/** Opens a brand from the list the way a user does: search for it, then click its row. */
async function openBrand(page: Page, brand: string) {
  await page.goto('/model_relations');
  await page.getByRole('searchbox', { name: 'Search' }).fill(brand);
  await expectOnlyRow(page, new RegExp(`^${brand}`));
  await page.getByRole('link', { name: `Edit the models of ${brand}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit model relation' })).toBeVisible();
}

/** Picks models in the searchable select and attaches them to the end of the list. */
async function attach(page: Page, search: string, model: string) {
  const picker = page.getByRole('combobox', { name: 'Models to attach' });
  await picker.click();
  await picker.fill(search);
  await page.getByRole('option', { name: model, exact: true }).click();
  await picker.press('Escape');
  await page.getByRole('button', { name: 'Attach', exact: true }).click();
}

async function closeDialog(page: Page, outcome: 'Success' | 'Failed', text: string | RegExp) {
  const dialog = page.getByRole('dialog', { name: outcome });
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'CLOSE' }).click();
  await expect(dialog).toBeHidden();
}

test('an admin attaches, orders and detaches the models of TEMSA, and the order is saved', async ({
  page,
  signInAs,
}) => {
  // Two dozen steps, each waiting on the server: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await signInAs('ADMIN');
  await mainNavigation(page).getByRole('link', { name: 'Model Relations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Model relations' })).toBeVisible();
  const temsaRow = page.getByRole('row', { name: /^TEMSA 15/ });
  await expect(temsaRow).toContainText('Safari HD');
  await expect(temsaRow).toContainText('+11 more');

  await openBrand(page, 'TEMSA');
  const models = modelsOf(page, 'TEMSA');
  await expect(models).toHaveCount(15);
  await expect(models.last()).toContainText('TS 45');

  // A Setra model found by its maker's name; the ones TEMSA already has are not offered.
  await page.getByRole('combobox', { name: 'Models to attach' }).fill('Safari HD');
  await expect(page.getByRole('option', { name: 'Safari HD', exact: true })).toHaveCount(0);
  await attach(page, 'setra', 'S 516 HD');
  await expect(models).toHaveCount(16);
  await expect(models.last()).toContainText('S 516 HD');
  await expect(models.last()).toContainText('New');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  await page.getByRole('button', { name: 'Move S 516 HD up' }).click();
  await page.getByRole('button', { name: 'Move S 516 HD up' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'S 516 HD moved to position 14 of 16' }),
  ).toBeAttached();
  await expect(page.getByRole('button', { name: 'Move Safari HD up' })).toBeDisabled();
  await page.getByRole('button', { name: 'Detach TS 45' }).click();
  await expect(models).toHaveCount(15);

  await page.getByRole('button', { name: 'SAVE' }).click();
  await closeDialog(page, 'Success', 'Saved');
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  await page.reload();
  await expect(models).toHaveCount(15);
  await expect(models.nth(12)).toContainText('TS 30');
  await expect(models.nth(13)).toContainText('S 516 HD');
  await expect(models.nth(14)).toContainText('TS 35E');
  await expect(page.getByRole('button', { name: 'Detach TS 45' })).toHaveCount(0);

  await page.getByRole('button', { name: 'CANCEL' }).click();
  await expect(page).toHaveURL(/\/model_relations$/);
});

test('the picker takes every letter typed from the keyboard while its list is still downloading', async ({
  page,
  signInAs,
}) => {
  await signInAs('ADMIN');
  // The list's code (Mantine's MultiSelect) comes when the picker is first used: held here until the user has
  // typed the whole search into the field the page opened with.
  const release = await holdRequests(page, /\/assets\/live-select-[\w-]+\.js$/);
  await openBrand(page, 'TEMSA');
  const picker = page.getByRole('combobox', { name: 'Models to attach' });
  // As a person does, typing starts once the field takes it: it is disabled until the models to offer are read.
  await expect(picker).toBeEnabled();
  await picker.focus();
  await page.keyboard.type('setra');
  await expect(picker).toHaveValue('setra');
  release();
  // (S 516 HD may be TEMSA's already: the first test attaches it.)
  await expect(page.getByRole('option', { name: 'S 515 HD', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Models to attach' })).toHaveValue('setra');
});

test('rows move by drag and drop, and a stale save shows what the other admin saved', async ({
  page,
  signInAs,
}) => {
  test.setTimeout(60_000);
  await signInAs('ADMIN');
  await openBrand(page, 'Sunsundegui');
  const models = modelsOf(page, 'Sunsundegui');
  await expect(models).toHaveCount(3);

  // A second tab saves first.
  const other = await page.context().newPage();
  await openBrand(other, 'Sunsundegui');
  await models.first().dragTo(models.last());
  await expect(models).toHaveText([/SB3/, /Sideral/, /SC7/]);
  await other.getByRole('button', { name: 'Detach SB3' }).click();
  await other.getByRole('button', { name: 'SAVE' }).click();
  await closeDialog(other, 'Success', 'Saved');
  await other.close();

  await page.getByRole('button', { name: 'SAVE' }).click();
  await closeDialog(page, 'Failed', /Someone else saved this brand's models/);
  await expect(models).toHaveText([/SC7/, /Sideral/]);
  await page.getByRole('button', { name: 'Move Sideral up' }).click();
  await page.getByRole('button', { name: 'SAVE' }).click();
  await closeDialog(page, 'Success', 'Saved');
});

test('a DEALER does not see Model Relations and cannot open it', async ({ page, signInAs }) => {
  await signInAs('DEALER');
  await expect(mainNavigation(page).getByRole('link', { name: 'Advertisements' })).toBeVisible();
  await expect(mainNavigation(page).getByRole('link', { name: 'Model Relations' })).toHaveCount(0);
  await page.goto('/model_relations');
  await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("each model's whole name shows beside its buttons", async ({ page, signInAs }) => {
    await signInAs('ADMIN');
    await page.goto('/model_relations');
    await page.getByRole('searchbox', { name: 'Search' }).fill('TEMSA');
    await page.getByRole('link', { name: 'Edit the models of TEMSA' }).click();
    const models = modelsOf(page, 'TEMSA');
    await expect(models.first()).toBeVisible();
    // Cut to what the buttons left, "MD9 electriCITY" read "MD9…" and "Safari HD" "Saf…".
    for (const name of ['Safari HD', 'MD9 electriCITY']) {
      const label = models.getByText(name, { exact: true });
      await expect(label).toBeVisible();
      expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    await expect(page.getByRole('button', { name: 'Detach Safari HD' })).toBeVisible();
  });
});

test.describe('in English and in Arabic (right-to-left)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('both screens are accessible', async ({ page, signInAs }, info) => {
    test.setTimeout(90_000);
    await signInAs('ADMIN');
    const texts = {
      en: {
        list: 'Model relations',
        edit: 'Edit model relation',
        models: 'Models of TEMSA',
        attach: 'Models to attach',
      },
      ar: {
        list: 'علاقات الطرازات',
        edit: 'تعديل علاقة الطراز',
        models: 'طرازات تمسا',
        attach: 'الطرازات المراد ربطها',
      },
    };
    for (const language of ['en', 'ar'] as const) {
      const text = texts[language];
      await page.goto('/model_relations');
      await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption(language);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1, name: text.list })).toBeVisible();
      await expect(page.getByRole('row')).toHaveCount(26);
      await expectNoViolations(page);
      await shoot(page, info, `model-relations-list-${language}`);

      await page.getByRole('row').nth(1).click();
      await expect(page.getByRole('heading', { level: 1, name: text.edit })).toBeVisible();
      await expect(page.getByRole('list', { name: text.models }).getByRole('listitem')).toHaveCount(15);
      await page.getByRole('combobox', { name: text.attach }).click();
      await expect(page.getByRole('option', { name: 'S 515 HD', exact: true })).toBeVisible();
      await shoot(page, info, `model-relations-picker-${language}`);
      await page.getByRole('combobox', { name: text.attach }).press('Escape');
      await expectNoViolations(page);
      await shoot(page, info, `model-relations-edit-${language}`);
    }
  });
});
