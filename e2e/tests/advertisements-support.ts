import sharp from 'sharp';
import { expect, type Page } from '@playwright/test';

/** A small real photo (JPEG), a different colour each, so the server's image checks accept it. */
export const photo = async (name: string, colour: { r: number; g: number; b: number }) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 160, height: 120, channels: 3, background: colour } })
    .jpeg()
    .toBuffer(),
});

/** Picks an option of a (searchable) select by its label, the way a person does. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page
    .getByRole('listbox', { name: label, exact: true })
    .getByRole('option', { name: option, exact: true })
    .click();
  await expect(page.getByRole('combobox', { name: label, exact: true })).toHaveValue(option);
}

/** Closes the result dialog after checking that it reports success. */
export async function expectSuccess(page: Page, text?: string | RegExp) {
  const dialog = page.getByRole('dialog', { name: 'Success' });
  if (text) await expect(dialog).toContainText(text);
  else await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'CLOSE' }).click();
  await expect(dialog).toBeHidden();
}

export const gallery = (page: Page) => page.getByRole('list', { name: 'Photos in order' });
