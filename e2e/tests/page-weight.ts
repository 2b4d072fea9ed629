import type { Page, Response } from '@playwright/test';

/** Counts the page's requests in flight, so that a weighing can wait until the screen has stopped asking. */
function trackRequests(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    /** Resolves once no request has been in flight for `quietMs`. */
    async settled(quietMs = 500) {
      while (inFlight > 0 || Date.now() - lastChange < quietMs)
        await new Promise((resolve) => setTimeout(resolve, 50));
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/**
 * gzip bytes of every script and style a page downloads while it opens, the browser's cache cleared first (the
 * budgets' measure, as `bench/suites/page-weight.ts` weighs a first visit; bench/RESULTS.md): until the screen
 * shows its title (h1) and then asks for nothing for half a second.
 */
export async function weigh(page: Page, path: string) {
  const { gzipSync } = await import('node:zlib');
  // The page before may still be downloading (a screen's texts arrive after its title on a loaded machine): left
  // first, so that none of its files is counted as this screen's.
  await page.goto('about:blank');
  const sizes = new Map<string, number>();
  const reading: Promise<void>[] = [];
  const record = async (response: Response) => {
    try {
      sizes.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // a redirect or an aborted request has no body
    }
  };
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') reading.push(record(response));
  };
  page.on('response', onResponse);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  const requests = trackRequests(page);
  await page.goto(path, { waitUntil: 'networkidle' });
  // On a loaded machine the network can rest while the shell's code runs, before the screen's is even asked
  // for (the ad form read 176.3 kB, its shell alone): the screen is there once its title is.
  await page
    .locator('h1')
    .first()
    .waitFor()
    .catch(async (cause: unknown) => {
      // Say which screen and what it showed instead (a sign-in page, a "No access", an error), not only a timeout.
      const shown = (
        await page
          .locator('body')
          .innerText()
          .catch(() => '')
      ).slice(0, 300);
      throw new Error(`${path} never showed its title (h1) at ${page.url()}; the page said: ${shown}`, {
        cause,
      });
    });
  await requests.settled();
  requests.stop();
  page.off('response', onResponse);
  // A body is read after its response event: summed before every read has ended, a loaded machine's figure
  // left out whichever files were still being read.
  await Promise.all(reading);
  if (process.env.WEIGH_DETAIL) console.log([...sizes].map(([url, size]) => `${url} ${size}`).join('\n'));
  return { kB: [...sizes.values()].reduce((total, size) => total + size, 0) / 1024, urls: [...sizes.keys()] };
}
