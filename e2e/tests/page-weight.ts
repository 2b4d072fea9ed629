import type { Page, Response } from '@playwright/test';

/**
 * gzip bytes of every script and style a page downloads while it opens, the browser's cache cleared first (the
 * budgets' measure, as `bench/suites/page-weight.ts` weighs a first visit; bench/RESULTS.md).
 */
export async function weigh(page: Page, path: string) {
  const { gzipSync } = await import('node:zlib');
  const sizes = new Map<string, number>();
  const onResponse = async (response: Response) => {
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
