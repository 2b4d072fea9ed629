import sharp from 'sharp';
import { expect, type Page } from '@playwright/test';

/** Where each photo's shapes go: from its name and colour, so no two test photos look alike to the detector. */
function layoutOf(name: string, colour: { r: number; g: number; b: number }) {
  let seed = [...`${name}${colour.r},${colour.g},${colour.b}`].reduce(
    (value, character) => (value * 31 + character.charCodeAt(0)) >>> 0,
    17,
  );
  const next = (span: number) => {
    seed = (seed * 1_103_515_245 + 12_345) >>> 0;
    return seed % span;
  };
  return Array.from({ length: 9 }, (_, index) =>
    index % 2
      ? `<circle cx="${next(1280)}" cy="${next(960)}" r="${60 + next(200)}" fill="#${next(0xffffff).toString(16).padStart(6, '0')}"/>`
      : `<rect x="${next(1100)}" y="${next(800)}" width="${80 + next(500)}" height="${60 + next(400)}" fill="#${next(0xffffff).toString(16).padStart(6, '0')}"/>`,
  ).join('');
}

/**
 * A real photo (JPEG) as a camera gives it: 1280×960, with sharp-edged shapes on a background of `colour`, laid
 * out by its name, so the server's checks find it large enough, sharp, and unlike every other test photo.
 */
export const photo = async (name: string, colour: { r: number; g: number; b: number }) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="960"><rect width="1280" height="960" fill="rgb(${colour.r},${colour.g},${colour.b})"/>${layoutOf(name, colour)}</svg>`,
    ),
  )
    .jpeg({ quality: 85 })
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

/**
 * The photos as the user sees them once every write is answered: attached photos are put in the picked order and
 * given the cover after the uploads end, so a card's buttons may still move to another card until then.
 */
export async function expectGallerySettled(page: Page, photos: number) {
  await expect(gallery(page).getByRole('listitem')).toHaveCount(photos, { timeout: 20_000 });
  await expect(gallery(page)).toHaveAttribute('aria-busy', 'false');
}
