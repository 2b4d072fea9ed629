import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export interface PageWeight {
  page: string;
  files: number;
  gzipBytes: number;
  /** What really crossed the network: the server sends brotli copies where the browser accepts them. */
  wireBytes: number;
  budgetBytes: number;
}

/** Signs in through the sign-in form, as a person does (the English UI), before a page behind it is weighed. */
export const signInThroughForm =
  (baseUrl: string, email: string, password: string) => async (page: import('playwright-core').Page) => {
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.getByRole('button', { name: /^Account menu/ }).waitFor();
  };

/** A row of the printed table. */
export const pageWeightRow = (weight: PageWeight) => ({
  page: weight.page,
  files: weight.files,
  'gzip kB': (weight.gzipBytes / 1024).toFixed(1),
  'on the wire kB': (weight.wireBytes / 1024).toFixed(1),
  'budget kB (gzip)': weight.budgetBytes / 1024,
  within: weight.gzipBytes <= weight.budgetBytes ? 'yes' : 'NO',
});

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const sum = (sizes: Map<string, number>) => [...sizes.values()].reduce((total, size) => total + size, 0);

/**
 * What a browser really downloads for a page: every JS and CSS response while it opens, gzip-sized (the
 * budgets' measure) and as it was sent.
 * `prepare` may sign in first, so pages behind the guard can be weighed too.
 */
export async function weighPage(
  baseUrl: string,
  path: string,
  budgetBytes: number,
  prepare?: (page: import('playwright-core').Page) => Promise<void>,
): Promise<PageWeight> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    // No service worker: one that kept the app's files at sign-in would answer the visit from its cache, and the
    // wire sizes would be the browser's bookkeeping of that (negative), not what a first visit downloads.
    const page = await browser.newPage({ serviceWorkers: 'block' });
    if (prepare) await prepare(page);
    // Signing in loads the app: the page is weighed as a first visit all the same.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const sizes = new Map<string, number>();
    const wireSizes = new Map<string, number>();
    const reading: Promise<void>[] = [];
    const record = async (response: import('playwright-core').Response) => {
      try {
        sizes.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
        wireSizes.set(response.url(), (await response.request().sizes()).responseBodySize);
      } catch {
        // a redirect or an aborted request has no body
      }
    };
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') reading.push(record(response));
    });
    let inFlight = 0;
    let lastChange = Date.now();
    page.on('request', () => ((inFlight += 1), (lastChange = Date.now())));
    const ended = () => ((inFlight -= 1), (lastChange = Date.now()));
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    // On a loaded machine the network rests while the shell's code runs, before the screen's own is asked for
    // (the ad form weighed 176 kB, the shell alone): the screen is there once its title (h1) is, and has loaded
    // once it asks for nothing for half a second. Every body read is then awaited: summed at once, the figure
    // left out the files still being read (the ad edit form read 252.6 kB in one run, 328.5 in another).
    await page.locator('h1').first().waitFor();
    while (inFlight > 0 || Date.now() - lastChange < 500) await new Promise((done) => setTimeout(done, 50));
    await Promise.all(reading);
    return {
      page: path,
      files: sizes.size,
      gzipBytes: sum(sizes),
      wireBytes: sum(wireSizes),
      budgetBytes,
    };
  } finally {
    await browser.close();
  }
}
