import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisementListItemSchema, thumbnailUrlOf, type Advertisement } from '@coachyard/contract';
import { addDemoAdvertisements } from '../src/seed/steps/advertisements.ts';
import { createAdsTestApp, type AdsTestApp } from './advertisements-support.ts';
import { LIST_PAGE_BUDGET } from './lean-list-budget.ts';

let t: AdsTestApp;
beforeAll(async () => {
  t = await createAdsTestApp();
});
afterAll(() => t?.close());

const get = async (url: string, token = t.tokens.ADMIN) => {
  const response = await t.request({ method: 'GET', url, token });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

describe('a row of the advertisements list (issue 30)', () => {
  it('carries what the list shows, not the whole ad, and a page of 25 stays within 12 kB', async () => {
    // The counts of the last 30 days (issue 29) added 28 bytes a row (12.6 kB in English); the thumbnails' common
    // start, said once a page, took 40 off each (11.7 kB).
    for (const [lang, bytes] of Object.entries(LIST_PAGE_BUDGET)) {
      const response = await get(`/api/advertisements?per_page=25&lang=${lang}`);
      const { items, thumbnail_base } = response.json().data as {
        items: Record<string, unknown>[];
        thumbnail_base: string;
      };
      expect(items).toHaveLength(25);
      expect(thumbnail_base).toBe('/media/images/thumbs/advertisements/');
      expect(Buffer.byteLength(response.body)).toBeLessThanOrEqual(bytes);
      for (const item of items) {
        expect(Object.keys(item).sort()).toEqual(Object.keys(advertisementListItemSchema.shape).sort());
      }
    }
  });

  it('names what the ad itself names, in the language asked for', async () => {
    const { items, thumbnail_base } = (await get('/api/advertisements?per_page=5&lang=tr')).json().data as {
      items: { id: string; thumbnail: string | null }[];
      thumbnail_base: string;
    };
    for (const item of items) {
      const ad = (await get(`/api/advertisements/${item.id}?lang=tr`)).json().data as Advertisement;
      expect(item).toEqual({
        id: ad.id,
        short_id: ad.short_id,
        status: ad.status,
        owner: ad.owner.name,
        year: ad.year,
        brand: ad.brand.text,
        model: ad.model.text,
        place: expect.stringContaining(ad.city.text),
        title_text: ad.title_text,
        price_formatted: ad.price_formatted,
        thumbnail: expect.not.stringMatching(/^\/|^https?:/),
        version: ad.version,
        updated_at: ad.updated_at,
        // The stored signals, which the ad itself does not carry (GET …/signals computes them afresh).
        health_score: expect.any(Number),
        // Counted from the daily counts and the inboxes (issue 29), which the ad itself does not carry either.
        views_30d: expect.any(Number),
        leads_30d: expect.any(Number),
      });
      expect(thumbnailUrlOf(thumbnail_base, item.thumbnail)).toBe(ad.cover?.thumbnail_url ?? null);
    }
  });
});

describe('a page by number deep in a filtered, sorted list (issue 30)', () => {
  type Page = { items: { id: string }[]; page: number; next_cursor: string | null; total: number };
  const PER_PAGE = 25;
  const page = async (query: string) =>
    (await get(`/api/advertisements?per_page=${PER_PAGE}&${query}`)).json().data as Page;
  /** Every page of the list, walked by cursor from the first. */
  const walk = async (query: string) => {
    const pages: string[][] = [];
    let current = await page(query);
    for (;;) {
      pages.push(current.items.map((item) => item.id));
      if (!current.next_cursor) return pages;
      current = await page(`${query}&cursor=${current.next_cursor}`);
    }
  };

  beforeAll(async () => {
    // Enough ads that pages start past the first anchors (one every 1,000 rows, lib/page-anchors.ts).
    await addDemoAdvertisements(t.db, 3_000);
  }, 120_000);

  it.each(['status=published&sort=-created_at', 'sort=price', 'status=draft,published&sort=-year'])(
    '%s: page N by number is the page N the cursor walk reaches, however the pages are asked for',
    async (query) => {
      const walked = await walk(query);
      expect(walked.length).toBeGreaterThan(1_000 / PER_PAGE + 2);
      // Deep first (the walk for anchors), then back up, across the anchors, the last page and beyond it.
      const last = walked.length;
      const numbers = [last, 41, 40, 39, 42, 81, 79, 80, 2, last - 1, 60];
      for (const number of numbers) {
        const byNumber = await page(`${query}&page=${number}`);
        expect(byNumber.page).toBe(number);
        expect(
          byNumber.items.map((item) => item.id),
          `page ${number}`,
        ).toEqual(walked[number - 1]);
      }
      expect((await page(`${query}&page=${last + 1}`)).items).toEqual([]);
    },
    120_000,
  );

  it('a write moves the pages: page N by number follows at once', async () => {
    const query = 'status=draft,published&sort=-created_at';
    const before = await walk(query);
    expect((await page(`${query}&page=50`)).items.map((item) => item.id)).toEqual(before[49]);
    // A new draft comes first: every row moves one place down.
    const created = await t.createAd(t.tokens.DEALER);
    const after = await walk(query);
    expect(after[0]![0]).toBe(created.id);
    expect((await page(`${query}&page=50`)).items.map((item) => item.id)).toEqual(after[49]);
    expect(after[49]).not.toEqual(before[49]);
  }, 120_000);
});
