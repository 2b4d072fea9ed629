import { weighPage } from './suites/page-weight.ts';
const base = process.argv[2];
const signIn = async (page: import('playwright-core').Page) => {
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill('admin@coachyard.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo-Password-1');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
};
for (const [path, prepare] of [['/login', undefined], ['/advertisements', signIn], ['/advertisements/create', signIn], ['/users', signIn]] as const) {
  const weight = await weighPage(base, path, 0, prepare);
  console.log(path, weight.files, 'files', (weight.gzipBytes / 1024).toFixed(1), 'kB');
}
