import { expect, mainNavigation, test } from './fixtures';

test('a loading indicator shows while a page is loading', async ({ page, signInAs }) => {
  await signInAs('ADMIN');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/not-found-*.js', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/no-such-page');
  await expect(page.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
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
