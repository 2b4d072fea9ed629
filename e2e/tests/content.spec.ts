import type { Page } from '@playwright/test';
import { expect, expectNoViolations, shoot, test } from './fixtures';

/** The result dialog (SPEC §2): its title says the outcome, its button closes it. */
async function closeResult(page: Page, outcome: string, close = 'CLOSE') {
  const dialog = page.getByRole('dialog', { name: outcome });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: close }).click();
  await expect(dialog).toBeHidden();
}

const localMinute = (offsetMs: number) => {
  const date = new Date(Date.now() + offsetMs);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

test('an ADMIN writes an article with a heading, a list, a link and an image, translates it side by side, schedules it, sees it on the public API and restores an earlier version', async ({
  page,
  signInAs,
}, info) => {
  test.setTimeout(120_000);
  await signInAs('ADMIN');
  await page.goto('/content');
  await expect(page.getByRole('heading', { level: 1, name: 'CMS content' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'About Coachyard' })).toBeVisible();
  await expectNoViolations(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await shoot(page, info, 'content-list-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, info, 'content-list-390');
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.goto('/content/create');
  await page.getByRole('textbox', { name: 'Title (English)', exact: true }).fill('Winter tyres for coaches');
  const body = page.getByRole('textbox', { name: 'Text (English)', exact: true });
  await body.click();
  await page.getByRole('button', { name: 'Heading 2' }).click();
  await page.keyboard.type('When they are required');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bullet list' }).click();
  await page.keyboard.type('Germany: in wintry conditions');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Austria: 1 November to 15 April');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // A typed address becomes a link (autolink), as pasted ones do.
  await page.keyboard.type('The rules: https://www.adac.de/winterreifen ');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Insert image' }).click();
  const imageDialog = page.getByRole('dialog', { name: 'Insert image' });
  await imageDialog
    .getByRole('textbox', { name: 'Image address' })
    .fill('https://images.example/winter-coach.jpg');
  await imageDialog
    .getByRole('textbox', { name: 'Alternative text' })
    .fill('A Setra coach on a snowy Alpine road');
  await imageDialog.getByRole('button', { name: 'Insert' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Unsaved/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status (English)' }).selectOption('published');
  await page.getByRole('button', { name: 'Save' }).click();
  await closeResult(page, 'Success');
  await expect(page).toHaveURL(/\/content\/[0-9a-f-]+\/edit$/);
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, info, 'content-editor-1366');

  // Turkish, written beside the English source, scheduled for a time already come.
  await page.getByRole('tab', { name: /^Turkish/ }).click();
  await page.getByRole('button', { name: 'Write it in Turkish' }).click();
  const source = page.getByRole('complementary', { name: 'Source text' });
  await expect(source.getByRole('heading', { name: 'Winter tyres for coaches' })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Title (Turkish)', exact: true })
    .fill('Otobüsler için kış lastiği');
  await page.getByRole('textbox', { name: 'Text (Turkish)', exact: true }).click();
  await page.keyboard.type('Almanya ve Avusturya kuralları.');
  await page.getByRole('combobox', { name: 'Status (Turkish)' }).selectOption('scheduled');
  await page.getByLabel('Publish at (Turkish)', { exact: true }).fill(localMinute(-60_000));
  await page.getByRole('button', { name: 'Save' }).click();
  await closeResult(page, 'Success');
  await shoot(page, info, 'content-translate-1366');

  const published = await page.request.get('/api/public/content/otobusler-icin-kis-lastigi?lang=tr');
  expect(published.status()).toBe(200);
  expect((await published.json()).data.title).toBe('Otobüsler için kış lastiği');
  const english = (
    await (await page.request.get('/api/public/content/winter-tyres-for-coaches?lang=en')).json()
  ).data;
  expect(english.html).toContain('<h2>When they are required</h2>');
  expect(english.html).toContain('<li><p>Austria: 1 November to 15 April</p></li>');
  expect(english.html).toContain('<a href="https://www.adac.de/winterreifen"');
  expect(english.html).toContain('alt="A Setra coach on a snowy Alpine road"');

  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Versions' });
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  await closeResult(page, 'Success');
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: /^Turkish/ }).click();
  await expect(page.getByRole('button', { name: 'Write it in Turkish' })).toBeVisible();
});

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
  await closeResult(page, 'Success');
  const menus = await (await page.request.get('/api/public/pages?lang=en')).json();
  expect(menus.data.navbar.links.map((link: { label: string }) => link.label)).toEqual([
    'Dealers',
    'Buses and coaches',
  ]);
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, info, 'menus-390');
});

test('the content screens in Arabic read right to left with no WCAG violations', async ({
  page,
  signInAs,
}, info) => {
  await signInAs('ADMIN');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/content');
  await expect(page.getByRole('link', { name: 'عن كوتشيارد' })).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, info, 'content-list-ar');
  await page.getByRole('link', { name: 'عن كوتشيارد' }).click();
  await expect(page.getByRole('textbox', { name: /^العنوان/ })).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, info, 'content-editor-ar');
  await page.goto('/pages');
  await expect(page.getByRole('region', { name: 'التذييل' })).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, info, 'menus-ar');
});

/** gzip bytes of every script and style a page downloads while it opens (the budget's measure, bench/RESULTS.md). */
async function weigh(page: Page, path: string) {
  const { gzipSync } = await import('node:zlib');
  const sizes = new Map<string, number>();
  const onResponse = async (response: import('@playwright/test').Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      sizes.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // a redirect or an aborted request has no body
    }
  };
  page.on('response', onResponse);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.goto(path, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  if (process.env.WEIGH_DETAIL) console.log([...sizes].map(([url, size]) => `${url} ${size}`).join('\n'));
  return { kB: [...sizes.values()].reduce((total, size) => total + size, 0) / 1024, urls: [...sizes.keys()] };
}

test('the content list weighs within 5 kB of the advertisements page and loads no editor; the editor screen does', async ({
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
  const editor = await weigh(page, '/content/create');
  await expect(page.getByRole('textbox', { name: 'Text (English)', exact: true })).toBeVisible();
  console.log(`page weight /content/create: ${editor.kB.toFixed(1)} kB gzip in ${editor.urls.length} files`);
  expect(editor.urls.some((url) => url.includes('rich-text-editor'))).toBe(true);
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
