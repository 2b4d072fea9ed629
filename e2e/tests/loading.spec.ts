import { expect, expectNoViolations, holdRequests, mainNavigation, shoot, test } from './fixtures';

test('a loading indicator shows while a page is loading', async ({ page, signInAs }) => {
  await signInAs('ADMIN');
  const release = await holdRequests(page, '**/assets/not-found-*.js');

  await page.goto('/no-such-page');
  await expect(page.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('while a screen’s data is on its way, its loaders are named and break no WCAG rule (ar)', async ({
  page,
  signInAs,
}) => {
  await signInAs('ADMIN');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await page.goto('/content');
  await expect(page.getByRole('link', { name: 'عن كوتشيارد' })).toBeVisible();
  // The item's own request: its form is drawn with a spinner in place of the fields until it arrives.
  const release = await holdRequests(page, /\/api\/content\/[\w-]+$/);

  await page.getByRole('link', { name: 'عن كوتشيارد' }).click();
  await expect(page.getByRole('progressbar', { name: 'جارٍ التحميل…' })).toBeVisible();
  await expectNoViolations(page);
  release();
  await expect(page.getByRole('textbox', { name: /^العنوان/ })).toBeVisible();
});

const desktop = { width: 1366, height: 900 };
const phone = { width: 412, height: 823 };
for (const { language, screen, title, viewport } of [
  { language: 'en', screen: '/', title: 'Advertisements', viewport: desktop },
  { language: 'ar', screen: '/', title: 'الإعلانات', viewport: phone },
  { language: 'ar', screen: '/users/create', title: 'مستخدم جديد', viewport: desktop },
  { language: 'en', screen: '/lookup-tables', title: 'Lookup tables', viewport: phone },
]) {
  test(`before the app's code runs, the screen's title shows where the app then draws it (${screen}, ${language}, ${viewport.width} px)`, async ({
    page,
    signInAs,
  }, info) => {
    await page.setViewportSize(viewport);
    await signInAs('ADMIN');
    await page.getByRole('combobox', { name: 'Language' }).selectOption(language);
    // The app's shared code (React, Mantine…): until it arrives only the entry's frame is on the screen.
    const release = await holdRequests(page, '**/assets/common-*.js');

    await page.goto(screen);
    const frameTitle = page.locator('#root main h1');
    await expect(frameTitle).toHaveText(title);
    const before = await frameTitle.boundingBox();
    await shoot(page, info, `start-frame-${language}-${screen.replaceAll('/', '') || 'home'}`);
    release();
    const appTitle = page.getByRole('heading', { level: 1, name: title });
    await expect(appTitle).toBeVisible();
    await expect(page.getByRole('button', { name: /^Account menu|^قائمة الحساب/ })).toBeVisible();
    const after = await appTitle.boundingBox();
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs(after![side] - before![side]), side).toBeLessThanOrEqual(1);
  });
}

test('a page whose code cannot be downloaded offers a retry', async ({ page, signInAs }) => {
  await signInAs('ADMIN');
  await page.route('**/assets/not-found-*.js', (route) => route.abort());

  await page.goto('/no-such-page');
  await expect(page.getByRole('alert')).toContainText('This page could not be loaded');
  await expect(mainNavigation(page)).toBeVisible();

  await page.unroute('**/assets/not-found-*.js');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('pages and their code arrive compressed for a browser that accepts it, plain for one that does not', async ({
  request,
}) => {
  const html = await (await request.get('/login')).text();
  // The code both pages start on (React, Mantine's core…), which the sign-in page names (issue 18).
  const entry = /<link[^>]+href="(\/assets\/common-[^"]+\.js)"/.exec(html)?.[1];
  expect(entry, 'the page names its shared code').toBeTruthy();

  const [brotli, gzip, plain] = await Promise.all(
    ['br', 'gzip', 'identity'].map((encoding) =>
      request.get(entry!, { headers: { 'accept-encoding': encoding } }),
    ),
  );
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(plain.headers()['content-encoding']).toBeUndefined();
  const code = await plain.text();
  expect(await brotli.text()).toBe(code);
  expect(await gzip.text()).toBe(code);
  expect(plain.headers()['cache-control']).toContain('immutable');
  expect(brotli.headers()['cache-control']).toContain('immutable');
  expect(brotli.headers()['vary']).toMatch(/accept-encoding/i);
  // What crosses the network: the entry (React, the router, Mantine's core) in well under a third of its size.
  expect(Number(brotli.headers()['content-length'])).toBeLessThan(code.length / 3);
});
