import { expect, expectNoViolations, shoot, test } from './fixtures';

test.describe('keyboard shortcuts on list and form screens', () => {
  test('search, new, next and previous page on a list, save on a form, and "?" lists them', async ({
    page,
    signInAs,
  }, info) => {
    // Five screens, a save and two axe checks: 13 s on an idle machine, over 30 s on a loaded one.
    test.setTimeout(90_000);
    await signInAs('ADMIN');
    await page.goto('/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    await expect(help.getByRole('row', { name: /Next page/ })).toBeVisible();
    await expectNoViolations(page);
    await shoot(page, info, 'shortcuts-help');
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();

    await page.keyboard.press(']');
    await expect(page).toHaveURL(/[?&]page=2/);
    // The second page is on screen before going back.
    await expect(page.getByRole('status').filter({ hasText: /^26–/ })).toBeVisible();
    await page.keyboard.press('[');
    await expect(page).not.toHaveURL(/page=/);

    await page.keyboard.press('/');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(search).toBeFocused();
    // Typing in a field is typing, not a shortcut.
    await page.keyboard.type('n');
    await expect(page).toHaveURL(/\/users(\?.*)?$/);
    await search.fill('');
    await page.getByRole('heading', { level: 1, name: 'Users' }).click();

    await page.keyboard.press('n');
    await expect(page).toHaveURL(/\/users\/create$/);
    // The form is there before it is saved.
    await expect(page.getByRole('textbox', { name: /Email address/ })).toBeVisible();
    await page.keyboard.press('Control+s');
    await expect(page.getByText('Enter first name')).toBeVisible();
  });

  test('the list of shortcuts reads right to left in Arabic', async ({ page, signInAs }) => {
    await signInAs('ADMIN');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'اختصارات لوحة المفاتيح' })).toBeVisible();
    await expectNoViolations(page);
  });
});
