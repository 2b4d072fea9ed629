import type { Page, Response } from '@playwright/test';

/**
 * gzip bytes of every script and style a page downloads while it opens, the browser's cache cleared first (the
 * budgets' measure, as `bench/suites/page-weight.ts` weighs a first visit; bench/RESULTS.md).
 */
export async function weigh(page: Page, path: string) {
  const { gzipSync } = await import('node:zlib');
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
  await page.goto(path, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  // A body is read after its response event: summed before every read has ended, a loaded machine's figure
  // left out whichever files were still being read (the ad edit form measured 205.7 to 314.2 kB, one build).
  await Promise.all(reading);
  if (process.env.WEIGH_DETAIL) console.log([...sizes].map(([url, size]) => `${url} ${size}`).join('\n'));
  return { kB: [...sizes.values()].reduce((total, size) => total + size, 0) / 1024, urls: [...sizes.keys()] };
}
