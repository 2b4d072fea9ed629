import type { Page } from '@playwright/test';
import { expect, expectNoViolations, shoot, test } from './fixtures';

/** The signed-in user's own API, as the app calls it. */
async function api(page: Page, method: 'GET' | 'DELETE', path: string) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data;
}

/** A dealer of the demo data, moved to the trash by the ADMIN from its edit screen. */
async function deleteSomeDealer(
  page: Page,
  info: import('@playwright/test').TestInfo,
  language: 'en' | 'ar',
) {
  const { items } = await api(page, 'GET', '/users?role=DEALER&per_page=50&sort=-created_at');
  // Not the demo dealer the other specs sign in as.
  const dealers = (
    items as { id: string; version: number; first_name: string; email_address: string }[]
  ).filter((dealer) => dealer.email_address !== 'dealer@coachyard.test');
  const user = dealers[language === 'en' ? 0 : 1]!;
  await page.goto(`/users/${user.id}/edit`);
  await page.getByRole('button', { name: 'Move to trash' }).click();
  const dialog = page.getByRole('dialog', { name: `Move ${user.first_name} to the trash?` });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, info, 'move-to-trash');
  await dialog.getByRole('button', { name: 'Move to trash' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('dialog').getByText(`${user.first_name} is in the trash.`)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'CLOSE' }).click();
  return user;
}

for (const language of ['en', 'ar'] as const) {
  test(`an ADMIN restores a deleted user from the trash (${language})`, async ({ page, signInAs }, info) => {
    // An edit screen, a deletion, the trash, a restore and two axe checks: 13 s idle, over 30 s loaded.
    test.setTimeout(90_000);
    await signInAs('ADMIN');
    const user = await deleteSomeDealer(page, info, language);
    if (language === 'ar') {
      await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    const texts =
      language === 'en'
        ? {
            nav: 'Trash',
            where: 'Where',
            users: 'Users',
            restore: `Restore ${user.first_name}`,
            done: 'Restored: 1',
          }
        : {
            nav: 'سلة المحذوفات',
            where: 'أين',
            users: 'المستخدمون',
            restore: `استعادة ${user.first_name}`,
            done: 'تمت الاستعادة: 1',
          };
    await page.getByRole('navigation').getByRole('link', { name: texts.nav }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.nav })).toBeVisible();
    await page.getByRole('combobox', { name: texts.where }).selectOption({ label: texts.users });
    await expect(page).toHaveURL(/namespace=users/);
    const row = page.getByRole('row').filter({ hasText: user.first_name });
    await expect(row).toBeVisible();
    await expectNoViolations(page);
    await shoot(page, info, `trash-${language}`);

    await row.getByRole('button', { name: new RegExp(`^${texts.restore}`) }).click();
    await expect(page.getByRole('status').filter({ hasText: texts.done })).toBeVisible();
    await expect(row).toHaveCount(0);
    // Back among the users.
    expect((await api(page, 'GET', `/users/${user.id}`)).id).toBe(user.id);
  });
}
