import { expect, mainNavigation, test } from './fixtures';

test('Arabic lays the shell out right-to-left, and English back left-to-right', async ({
  page,
  signInAs,
}) => {
  await signInAs('ADMIN');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'ltr');

  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');

  const navigation = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
  await expect(navigation.getByRole('link', { name: 'الإعلانات' })).toBeVisible();
  // The menu moves to the right-hand side.
  const box = await navigation.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box!.x).toBeGreaterThan(width / 2);

  await page.getByRole('combobox', { name: 'اللغة' }).selectOption('en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(mainNavigation(page)).toBeVisible();
  expect((await mainNavigation(page).boundingBox())!.x).toBe(0);
});
