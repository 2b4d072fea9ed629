import { test as base, expect, type Page } from '@playwright/test';

/** The password the e2e server seeds every demo account with (playwright.config.ts). */
export const PASSWORD = 'e2e-Password-123';

export const ACCOUNTS = {
  ADMIN: 'admin@coachyard.test',
  REPRESENTATIVE: 'representative@coachyard.test',
  DEALER: 'dealer@coachyard.test',
} as const;
export type Role = keyof typeof ACCOUNTS;

/** Fills and submits the login form the way a person does, by labels and roles (English UI). */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

export const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

export async function signIn(page: Page, role: Role) {
  await page.goto('/login');
  await submitLogin(page, ACCOUNTS[role], PASSWORD);
  await expect(mainNavigation(page)).toBeVisible();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

export const test = base.extend<{ signInAs: (role: Role) => Promise<void> }>({
  signInAs: async ({ page }, use) => {
    await use((role) => signIn(page, role));
  },
});

export { expect };
