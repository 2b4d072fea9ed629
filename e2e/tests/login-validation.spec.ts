import { expect, test } from './fixtures';

test('shows the first error under each field in English', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'LOGIN' }).click();

  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'Enter your username',
  );
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAccessibleDescription(
    'Enter your password',
  );

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('abc');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAccessibleDescription(
    'Your password must be at least 5 characters',
  );
});

test('switching to Turkish translates the form and its errors, and the choice is kept', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'Enter your username',
  );

  await page.getByRole('combobox', { name: 'Language' }).selectOption('tr');

  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  // The errors already on screen follow the language.
  await expect(page.getByRole('textbox', { name: 'E-posta' })).toHaveAccessibleDescription(
    'Kullanıcı adınızı giriniz',
  );
  await expect(page.getByRole('textbox', { name: 'Şifre', exact: true })).toHaveAccessibleDescription(
    'Şifrenizi giriniz',
  );

  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill('abc');
  await page.getByRole('button', { name: 'GİRİŞ' }).click();
  await expect(page.getByRole('textbox', { name: 'Şifre', exact: true })).toHaveAccessibleDescription(
    'Şifreniz en az 5 karakter olmalıdır',
  );

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Dil' })).toHaveValue('tr');
  await expect(page.getByRole('button', { name: 'GİRİŞ' })).toBeVisible();
});
