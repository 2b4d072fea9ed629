import type { Page } from '@playwright/test';
import { expect, expectEveryColumnShown, expectNoViolations, shoot, test } from './fixtures';
import { atPhoneWidth, closeResult as closeResultIn, uiTexts } from './content-support';
import { weigh } from './page-weight';

const english = uiTexts('en');
const closeResult = (page: Page) => closeResultIn(page, english);

// The content screens around the editor: the menus that link to content, right-to-left reading, the list's
// columns and what each screen loads.

test('an ADMIN reorders the navbar links by keyboard, and the public menu follows', async ({
  page,
  signInAs,
}, info) => {
  await signInAs('ADMIN');
  await page.goto('/pages');
  const navbar = page.getByRole('region', { name: 'Navbar — links' });
  await expect(navbar.getByText('Buses and coaches')).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, info, 'menus-1366');
  await navbar.getByRole('button', { name: 'Move Buses and coaches', exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(navbar.getByRole('listitem').first()).toContainText('Dealers');
  await navbar.getByRole('button', { name: 'Save menu' }).click();
  await closeResult(page);
  const menus = await (await page.request.get('/api/public/pages?lang=en')).json();
  expect(menus.data.navbar.links.map((link: { label: string }) => link.label)).toEqual([
    'Dealers',
    'Buses and coaches',
  ]);
  await atPhoneWidth(page);
  await expect(navbar.getByText('Dealers')).toBeVisible();
  await shoot(page, info, 'menus-390');
});

/**
 * Each content screen in Arabic is its own test: three axe checks of the list, the editor and the menus in one
 * test's 30 s left too little for each on a loaded machine (one timed out in a full run).
 */
const signInInArabic = async (page: Page, signInAs: (role: 'ADMIN') => Promise<void>) => {
  await signInAs('ADMIN');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
};

test('the content list in Arabic reads right to left with no WCAG violations', async ({
  page,
  signInAs,
}, info) => {
  await signInInArabic(page, signInAs);
  await page.goto('/content');
  await expect(page.getByRole('link', { name: 'عن كوتشيارد' })).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, info, 'content-list-ar');
});

test('the content editor in Arabic reads right to left with no WCAG violations', async ({
  page,
  signInAs,
}, info) => {
  await signInInArabic(page, signInAs);
  await page.goto('/content');
  await page.getByRole('link', { name: 'عن كوتشيارد' }).click();
  await expect(page.getByRole('textbox', { name: /^العنوان/ })).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, info, 'content-editor-ar');
});

test('the menus in Arabic read right to left with no WCAG violations', async ({ page, signInAs }, info) => {
  await signInInArabic(page, signInAs);
  await page.goto('/pages');
  await expect(page.getByRole('region', { name: 'التذييل' })).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, info, 'menus-ar');
});

test('the content list shows every column within a 1366 px screen, in English and in Arabic', async ({
  page,
  signInAs,
}, info) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs('ADMIN');
  for (const [language, author, title] of [
    ['en', 'Author', 'About Coachyard'],
    ['ar', 'الكاتب', 'عن كوتشيارد'],
  ] as const) {
    if (language === 'ar') {
      await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    await page.goto('/content');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expectEveryColumnShown(page, author);
    await shoot(page, info, `content-list-1366-${language}`);
  }
});

test('the content list weighs within 5 kB of the advertisements page and loads no editor; the form loads it when its text is reached', async ({
  page,
  signInAs,
}) => {
  test.setTimeout(90_000);
  await signInAs('ADMIN');
  const advertisements = await weigh(page, '/advertisements');
  const list = await weigh(page, '/content');
  console.log(
    `page weight /advertisements: ${advertisements.kB.toFixed(1)} kB gzip, /content: ${list.kB.toFixed(1)} kB`,
  );
  // Both stand on the same entry, home chunk and texts; the list adds its own few kB on top (bench/RESULTS.md).
  expect(list.kB - advertisements.kB).toBeLessThan(5);
  expect(list.urls.some((url) => url.includes('rich-text-editor'))).toBe(false);
  // Nor zod and the contract's schemas, nor Floating UI (Mantine's popovers): the list's selects defer them. The
  // contract's zod-free constants (`schemas-…-constants` chunks) are what a list needs.
  const deferred = /\/(zod|schemas|floating-ui[\w.]*)-[\w-]+\.js$/;
  expect(list.urls.filter((url) => deferred.test(url) && !/-constants-[\w-]+\.js$/.test(url))).toEqual([]);
  const form = await weigh(page, '/content/create');
  console.log(`page weight /content/create: ${form.kB.toFixed(1)} kB gzip in ${form.urls.length} files`);
  expect(form.urls.some((url) => url.includes('rich-text-editor'))).toBe(false);
  // The text's place looks and reads as the editor; reaching it brings the editor's code and its toolbar.
  const text = page.getByRole('textbox', { name: 'Text (English)', exact: true });
  await expect(page.getByRole('button', { name: 'Bold' })).toHaveCount(0);
  const editorCode = page.waitForResponse((response) => response.url().includes('rich-text-editor'));
  await text.click();
  await editorCode;
  await expect(page.getByRole('button', { name: 'Bold' })).toBeVisible();
  await expect(text).toBeFocused();
});

test('moving linked content to the trash names the menus first, then leaves their entry broken', async ({
  page,
  signInAs,
}) => {
  await signInAs('ADMIN');
  await page.goto('/content?q=terms');
  await page.getByRole('link', { name: 'Terms of use' }).click();
  await page.getByRole('button', { name: 'Move to trash' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move this content to the trash?' });
  await dialog.getByRole('button', { name: 'Move to trash' }).click();
  await expect(dialog.getByRole('listitem')).toHaveText(['Footer']);
  await dialog.getByRole('button', { name: 'Move to trash anyway' }).click();
  await expect(page).toHaveURL(/\/content$/);
  await page.goto('/pages');
  await expect(
    page.getByRole('region', { name: 'Footer' }).getByText('Broken: content deleted'),
  ).toBeVisible();
});
