import { expect, mainNavigation, test, violations } from './fixtures';

test('the login page has no WCAG 2 A/AA violations, with and without errors', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'Enter your username',
  );
  expect(await violations(page)).toEqual([]);
});

test('the shell has no WCAG 2 A/AA violations, in light and dark, left-to-right and right-to-left', async ({
  page,
  signInAs,
}) => {
  // Four whole-page axe scans of the ads list: several seconds each on two busy cores.
  test.setTimeout(90_000);
  await signInAs('ADMIN');
  await expect(page.getByRole('heading', { level: 1, name: 'Advertisements' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await violations(page)).toEqual([]);

  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await violations(page)).toEqual([]);

  await page.getByRole('combobox', { name: 'اللغة' }).selectOption('en');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await expect(mainNavigation(page)).toBeVisible();
});
