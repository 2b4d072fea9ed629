import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoViolations, mainNavigation, shoot, test } from './fixtures';
import { choose, expectGallerySettled, gallery, photo } from './advertisements-support';

/** Each screen passes the axe scan, and is saved as a screenshot for a person to look at. */
const check = async (page: Page, info: TestInfo, name: string) => {
  await expectNoViolations(page);
  await shoot(page, info, `advertisements-${name}`);
};

async function checkAll(page: Page, info: TestInfo, language: string, editUrl: string) {
  await page.goto('/advertisements');
  await expect(page.getByRole('table').getByRole('row').nth(3)).toBeVisible({ timeout: 30_000 });
  await check(page, info, `${language}-list`);
  await page.goto(editUrl);
  await expect(page.getByRole('form')).toBeVisible();
  await check(page, info, `${language}-step-form`);
  await page.getByRole('button', { name: /Photos|الصور/ }).click();
  await expect(gallery(page).or(page.getByRole('list', { name: 'الصور بالترتيب' }))).toBeVisible();
  await check(page, info, `${language}-step-media`);
  await page.getByRole('button', { name: /Preview|المعاينة/ }).click();
  await expect(page.getByRole('article')).toBeVisible();
  await check(page, info, `${language}-step-preview`);
}

test('the advertisement list and every form step are accessible, in English and in Arabic', async ({
  page,
  signInAs,
}, info) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs('DEALER');
  await page.goto('/advertisements/create');
  await check(page, info, 'en-create-empty');
  await choose(page, 'Model', 'Maraton');
  await page.getByRole('textbox', { name: 'Year', exact: true }).fill('2016');
  await choose(page, 'Vehicle type', 'Intercity');
  await page.getByRole('textbox', { name: 'Price', exact: true }).fill('185000');
  await choose(page, 'Country', 'Germany');
  await page.getByRole('combobox', { name: 'City', exact: true }).click();
  await page.getByRole('listbox', { name: 'City', exact: true }).getByRole('option').first().click();
  await page.getByRole('textbox', { name: 'Title (English)' }).fill('Well kept Maraton');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/edit$/);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose photos' }).click();
  await (
    await chooser
  ).setFiles([
    await photo('a.jpg', { r: 40, g: 120, b: 200 }),
    await photo('b.jpg', { r: 220, g: 160, b: 40 }),
    await photo('c.jpg', { r: 60, g: 160, b: 90 }),
  ]);
  await expectGallerySettled(page, 3);
  const editUrl = new URL(page.url()).pathname;
  await checkAll(page, info, 'en', editUrl);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await checkAll(page, info, 'ar', editUrl);
});

test('on a phone the filters used less fold behind More filters, which counts them, and open and close with it', async ({
  page,
  signInAs,
}, info) => {
  // A sign-in, two axe scans and two full-page screenshots: past 30 s at a load of 10, as the file's other tests.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs('ADMIN');
  await page.goto('/advertisements');
  const cards = page.getByRole('list', { name: 'Advertisements' }).getByRole('listitem');
  const toggle = page.getByRole('button', { name: /^More filters/ });
  const region = page.getByRole('combobox', { name: 'Region', exact: true });
  await expect(cards.nth(3)).toBeVisible({ timeout: 30_000 });
  // The closed menu is out of sight and out of the tab order; the burger opens it over the page.
  await expect(mainNavigation(page)).toBeHidden();
  await page.getByRole('button', { name: 'Open or close the navigation' }).click();
  await expect(mainNavigation(page).getByRole('link', { name: 'Users' })).toBeVisible();
  await page.getByRole('button', { name: 'Open or close the navigation' }).click();
  await expect(mainNavigation(page)).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(region).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await choose(page, 'Region', 'Türkiye');
  await expect(page).toHaveURL(/[?&]region=tr/);
  await check(page, info, 'phone-filters-open');
  await toggle.click();
  await expect(region).toBeHidden();
  await expect(page.getByRole('button', { name: 'More filters (1)' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(page.getByRole('group', { name: 'Active filters' })).toContainText('Türkiye');
  await check(page, info, 'phone-filters-folded');
});
