import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, expectNoViolations, shoot, test } from './fixtures';

/** The scripts and pages the worker keeps, as paths. */
const cachedPaths = (page: import('@playwright/test').Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });

/** Waits until the worker has installed its cache and taken charge. */
const workerActivated = (page: import('@playwright/test').Page) =>
  expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {
      timeout: 20_000,
    })
    .toBe('activated');

test.describe('the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('serves a repeat visit’s scripts from its cache and never keeps API answers', async ({
    page,
    signInAs,
  }) => {
    await signInAs('ADMIN');
    await workerActivated(page);
    await page.goto('/advertisements');
    await expect(page.getByRole('heading', { name: 'Advertisements' })).toBeVisible();

    const fromWorker: string[] = [];
    page.on('response', (response) => {
      if (response.fromServiceWorker() && new URL(response.url()).pathname.startsWith('/assets/'))
        fromWorker.push(response.url());
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Advertisements' })).toBeVisible();
    expect(fromWorker.length).toBeGreaterThan(0);

    const kept = await cachedPaths(page);
    expect(kept).toContain('/offline.html');
    expect(kept.some((kept) => kept.startsWith('/assets/'))).toBe(true);
    expect(kept.filter((kept) => kept.startsWith('/api') || kept.startsWith('/media'))).toEqual([]);
  });

  test('shows a clear offline page when the server cannot be reached', async ({ page, context }, info) => {
    await page.goto('/login');
    await workerActivated(page);
    await context.setOffline(true);
    await page.goto('/advertisements').catch(() => {});
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByText('أنت غير متصل بالإنترنت')).toBeVisible();
    await expectNoViolations(page);
    await shoot(page, info, 'offline-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, info, 'offline-phone');
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
  });

  test('offers a reload when a new release has installed, and reloads only when asked', async ({
    page,
  }, info) => {
    await page.goto('/login');
    await workerActivated(page);
    // Reopen under the worker's control, as a returning user's page is.
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.getByRole('textbox', { name: 'Email' }).fill('work in progress');

    // A new release: the server this run uses serves its own copy of the build (playwright.config.ts).
    const workerFile = path.join(process.env.E2E_RUN_DIR!, 'web', 'service-worker.js');
    const original = await fs.readFile(workerFile, 'utf8');
    await fs.writeFile(workerFile, `${original}\n// release ${Date.now()}\n`);
    // The server would send the build's compressed copies of the old release.
    for (const copy of ['.br', '.gz']) await fs.rm(`${workerFile}${copy}`, { force: true });
    try {
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const notice = page.getByRole('status').filter({ hasText: 'A new version of Coachyard is ready.' });
      await expect(notice).toBeVisible();
      // Nothing was reloaded behind the user's back.
      await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('work in progress');
      await expectNoViolations(page);
      await shoot(page, info, 'release-notice');

      await notice.getByRole('button', { name: 'Reload' }).click();
      await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('');
      await expect(notice).toBeHidden();
    } finally {
      await fs.writeFile(workerFile, original);
    }
  });
});
