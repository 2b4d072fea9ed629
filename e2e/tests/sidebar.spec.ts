import { expect, mainNavigation, test } from './fixtures';

test("a DEALER's sidebar shows only what the role may open", async ({ page, signInAs }) => {
  await signInAs('DEALER');
  await expect(mainNavigation(page).getByRole('link')).toHaveText([
    'Dashboard',
    'Advertisements',
    'Leads Query',
    'Stock feeds',
  ]);
  await expect(mainNavigation(page).getByRole('link', { name: 'Advertisements' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // A page outside the role's privileges says so instead of showing a screen, and asks nothing the server would
  // refuse: a refused call ends the session (SPEC §8), and the dealer would land on the sign-in page.
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(response.url());
  });
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
  await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
  await expect(mainNavigation(page).getByRole('link', { name: 'Stock feeds' })).toBeVisible();
});

test("an ADMIN's sidebar shows every entry, in the spec's order", async ({ page, signInAs }) => {
  await signInAs('ADMIN');
  await expect(mainNavigation(page).getByRole('link')).toHaveText([
    'Dashboard',
    'Advertisements',
    'Users',
    'Lookup Table',
    'Locations',
    'Leads Query',
    'Leads FAQ',
    'Leads Contact',
    'Model Relations',
    'CMS',
    'Roles and privileges',
    'Audit trail',
    'Trash',
    // After the specification's entries: the dealers' stock feeds (issue 28).
    'Stock feeds',
  ]);
  await mainNavigation(page).getByRole('link', { name: 'Lookup Table' }).click();
  await expect(page).toHaveURL(/\/lookup-tables$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lookup tables' })).toBeVisible();
  await expect(mainNavigation(page).getByRole('link', { name: 'Lookup Table' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
