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

for (const { language, title, viewport } of [
  { language: 'en', title: 'Advertisements', viewport: { width: 1366, height: 900 } },
  { language: 'ar', title: 'الإعلانات', viewport: { width: 412, height: 823 } },
]) {
  test(`before the app's code runs, the home screen's title shows where the app then draws it (${language}, ${viewport.width} px)`, async ({
    page,
    signInAs,
  }, info) => {
    await page.setViewportSize(viewport);
    await signInAs('ADMIN');
    await page.getByRole('combobox', { name: 'Language' }).selectOption(language);
    // The app's shared code (React, Mantine…): until it arrives only the entry's frame is on the screen.
    const release = await holdRequests(page, '**/assets/common-*.js');

    await page.goto('/');
    const frameTitle = page.locator('#root main h1');
    await expect(frameTitle).toHaveText(title);
    const before = await frameTitle.boundingBox();
    await shoot(page, info, `start-frame-${language}`);
    release();
    const appTitle = page.getByRole('heading', { level: 1, name: title });
    await expect(appTitle).toBeVisible();
    await expect(page.getByRole('button', { name: /^Account menu|^قائمة الحساب/ })).toBeVisible();
    const after = await appTitle.boundingBox();
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs(after![side] - before![side]), side).toBeLessThanOrEqual(1);
  });
}

test('a deep link to a form asks for the form’s own files as the app’s code arrives, not once it has run', async ({
  page,
  signInAs,
}) => {
  await signInAs('ADMIN');
  const asked = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    asked.set(pathname, (asked.get(pathname) ?? 0) + 1);
  });
  // The app's code arrives but never runs (its shell module throws as it is evaluated), so nothing the app
  // itself would ask for is asked: what is asked for was asked by the entry.
  await page.route('**/assets/home-*.js', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `throw new Error('held by the test');\n${await response.text()}` });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');

  await page.goto('/users/create');
  // The page names the form's files (the API, from the build's screen-files.json): the entry adds them to the
  // page, the texts of the reader's language only, and they are asked for.
  const own = [/\/user-form-page-[\w-]+\.js$/, /\/texts-users-en-[\w-]+\.js$/];
  const preloaded = () =>
    page.evaluate(() =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel$="preload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
  await expect
    .poll(async () => {
      const files = await preloaded();
      return own.filter((file) => !files.some((named) => file.test(named) && asked.has(named))).length;
    })
    .toBe(0);
  await expect(page.locator('link[data-lang="en"]')).toHaveCount(1);
  await expect(page.locator('link[data-lang]:not([data-lang="en"])')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'New user' })).toHaveCount(0);

  // Running, the app finds them there: each of its files is asked for once (Vite's preload helper, the styles).
  await page.unroute('**/assets/home-*.js');
  await cdp.send('Network.clearBrowserCache');
  asked.clear();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'New user' })).toBeVisible();
  expect([...asked].filter(([file, times]) => file.startsWith('/assets/') && times > 1)).toEqual([]);
});

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
