import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnswerCache } from '../src/lib/answer-cache.ts';
import type { AdsTestApp } from './advertisements-support.ts';

/**
 * A kept list row may expire at any moment, also while a request is building its page. The hook below lets the
 * test pick the worst one: once the list has found every row of the page kept, the clock moves past every
 * answer's time to live, so whatever asks the cache about those rows again finds nothing.
 */
const expiry = vi.hoisted(() => ({ afterEachHit: null as null | (() => void) }));

vi.mock('../src/lib/answer-cache.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/lib/answer-cache.ts')>();
  return {
    ...original,
    createAnswerCache: (...parameters: Parameters<typeof original.createAnswerCache>) => {
      const cache: AnswerCache<unknown> = original.createAnswerCache(...parameters);
      const kept = cache.kept;
      cache.kept = (key) => {
        const json = kept(key);
        if (json !== undefined) expiry.afterEachHit?.();
        return json;
      };
      return cache;
    },
  };
});

let t: AdsTestApp;
beforeAll(async () => {
  // The files of a worker share one module graph (vitest.config.ts, isolate: false), where an earlier file may
  // have imported the app with the real cache: this file's app is imported again, with the mock.
  vi.resetModules();
  const { createAdsTestApp } = await import('./advertisements-support.ts');
  t = await createAdsTestApp();
});
afterAll(async () => {
  await t?.close();
  // And the next file of this worker imports the app with the real cache again.
  vi.doUnmock('../src/lib/answer-cache.ts');
  vi.resetModules();
});

describe('a page of the list whose kept rows expire while it is built', () => {
  it('answers every row, as before they expired', async () => {
    const dealer = await t.newDealer();
    await t.createAd(dealer.token, { title: { en: 'Expiring answer coach' } });
    await t.createAd(dealer.token, { title: { en: 'Another expiring coach' } });
    // Another page size: the same rows, not the page kept whole from the first request.
    const page = (perPage: number) =>
      t.request({
        method: 'GET',
        url: `/api/advertisements?lang=en&per_page=${perPage}`,
        token: dealer.token,
      });
    const first = await page(25);
    expect(first.statusCode).toBe(200);
    const rowsOfPage = first.json().data.items.length;
    expect(rowsOfPage).toBe(2);

    const realNow = Date.now.bind(Date);
    let skew = 0;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + skew);
    let hits = 0;
    expiry.afterEachHit = () => {
      hits += 1;
      if (hits === rowsOfPage) skew += 60 * 60 * 1000;
    };
    try {
      const again = await page(24);
      expect(again.statusCode, again.body).toBe(200);
      expect(hits).toBe(rowsOfPage);
      expect(again.json().data.items).toEqual(first.json().data.items);
    } finally {
      expiry.afterEachHit = null;
      clock.mockRestore();
    }
  });
});
