import type { Page } from '@playwright/test';
import { expect, expectNoViolations, shoot, signIn, test } from './fixtures';

/** An advertisement as the signed-in user's own API answers it (the token the app keeps). */
async function someAdvertisement(page: Page, query = 'per_page=1') {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await page.request.get(`/api/advertisements?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()).data.items[0] as { id: string; short_id: string; owner: string };
}

const palette = (page: Page) => page.getByRole('dialog');

test.describe('the command palette', () => {
  test('finds an advertisement by short id with Ctrl+K and opens it with Enter', async ({
    page,
    signInAs,
  }, info) => {
    await signInAs('ADMIN');
    const ad = await someAdvertisement(page);
    await page.keyboard.press('Control+k');
    const search = palette(page).getByRole('combobox', { name: 'Search' });
    await expect(search).toBeFocused();
    await search.fill(ad.short_id.toLowerCase());
    const found = palette(page).getByRole('option', { name: new RegExp(ad.short_id.toUpperCase()) });
    await expect(found).toBeVisible();
    await expectNoViolations(page);
    await shoot(page, info, 'palette-desktop');
    // The keyboard walks screens first, then records: move onto the advertisement and open it.
    while ((await found.getAttribute('aria-selected')) !== 'true') await search.press('ArrowDown');
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/advertisements/${ad.id}/edit$`));
    await expect(palette(page)).toBeHidden();
  });

  test('jumps to a screen by its name, and only to screens the role may open', async ({ page, signInAs }) => {
    await signInAs('DEALER');
    await page.getByRole('button', { name: 'Search and jump (Ctrl+K)' }).click();
    const search = palette(page).getByRole('combobox', { name: 'Search' });
    await search.fill('Users');
    await expect(palette(page).getByRole('option')).toHaveCount(0);
    await expect(palette(page).getByRole('status')).toHaveText('Nothing found.');
    await search.fill('Advert');
    await expect(
      palette(page)
        .getByRole('option', { name: /Advertisements/ })
        .first(),
    ).toBeVisible();
    await search.press('Enter');
    await expect(page).toHaveURL(/\/advertisements$/);
  });

  test('never shows a dealer another dealer’s advertisement', async ({ page, signInAs, browser }) => {
    await signInAs('ADMIN');
    const dealerContext = await browser.newContext();
    const dealerPage = await dealerContext.newPage();
    await signIn(dealerPage, 'DEALER');
    const own = await someAdvertisement(dealerPage);
    // An ad the admin sees that the dealer does not own: the demo data spreads ads over many dealers.
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const all = await page.request.get('/api/advertisements?per_page=100', {
      headers: { authorization: `Bearer ${token}` },
    });
    const elsewhere = ((await all.json()).data.items as { short_id: string; owner: string }[]).find(
      (ad) => ad.owner !== own.owner,
    );
    expect(elsewhere).toBeDefined();
    await dealerPage.keyboard.press('Control+k');
    await palette(dealerPage).getByRole('combobox', { name: 'Search' }).fill(elsewhere!.short_id);
    await expect(palette(dealerPage).getByRole('status')).toHaveText('Nothing found.');
    await dealerContext.close();
  });

  test('finds an advertisement by short id with Ctrl+K in Arabic, right to left', async ({
    page,
    signInAs,
  }) => {
    await signInAs('ADMIN');
    const ad = await someAdvertisement(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.keyboard.press('Control+k');
    const search = palette(page).getByRole('combobox', { name: 'بحث' });
    await expect(search).toBeFocused();
    await search.fill(ad.short_id);
    const found = palette(page).getByRole('option', { name: new RegExp(ad.short_id) });
    await expect(found).toBeVisible();
    await expectNoViolations(page);
    while ((await found.getAttribute('aria-selected')) !== 'true') await search.press('ArrowDown');
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/advertisements/${ad.id}/edit$`));
  });

  test('speaks Arabic, right to left, and passes axe', async ({ page, signInAs }, info) => {
    await signInAs('ADMIN');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'ابحث وانتقل (Ctrl+K)' }).click();
    await palette(page).getByRole('combobox', { name: 'بحث' }).fill('إعلان');
    await expect(palette(page).getByRole('option').first()).toBeVisible();
    await expectNoViolations(page);
    await shoot(page, info, 'palette-arabic');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, info, 'palette-phone');
  });
});
