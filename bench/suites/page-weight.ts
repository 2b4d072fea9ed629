import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export interface PageWeight {
  page: string;
  files: number;
  gzipBytes: number;
  budgetBytes: number;
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * What a browser really downloads for a page: every JS and CSS response while it opens, gzip-sized.
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
    const page = await browser.newPage();
    if (prepare) await prepare(page);
    const sizes = new Map<string, number>();
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      try {
        sizes.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
      } catch {
        // a redirect or an aborted request has no body
      }
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    return {
      page: path,
      files: sizes.size,
      gzipBytes: [...sizes.values()].reduce((sum, size) => sum + size, 0),
      budgetBytes,
    };
  } finally {
    await browser.close();
  }
}
