import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisementListItemSchema, type Advertisement } from '@coachyard/contract';
import { createAdsTestApp, type AdsTestApp } from './advertisements-support.ts';

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
    for (const lang of ['en', 'ar', 'ru']) {
      const response = await get(`/api/advertisements?per_page=25&lang=${lang}`);
      const { items } = response.json().data as { items: Record<string, unknown>[] };
      expect(items).toHaveLength(25);
      expect(Buffer.byteLength(response.body)).toBeLessThanOrEqual(12 * 1024);
      for (const item of items) {
        expect(Object.keys(item).sort()).toEqual(Object.keys(advertisementListItemSchema.shape).sort());
      }
    }
  });

  it('names what the ad itself names, in the language asked for', async () => {
    const { items } = (await get('/api/advertisements?per_page=5&lang=tr')).json().data as {
      items: { id: string }[];
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
        city: ad.city.text,
        country: ad.country.text,
        title_text: ad.title_text,
        price_formatted: ad.price_formatted,
        thumbnail_url: ad.cover?.thumbnail_url ?? null,
        version: ad.version,
        updated_at: ad.updated_at,
      });
    }
  });
});
