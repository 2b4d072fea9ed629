import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Advertisement, PublicAdvertisement } from '@coachyard/contract';
import { createAdsTestApp, type AdsTestApp } from './advertisements-support.ts';

let t: AdsTestApp;
let dealer: { id: string; token: string };
let published: Advertisement;
let draft: Advertisement;

beforeAll(async () => {
  t = await createAdsTestApp();
  dealer = await t.newDealer(await t.idOf('representative@coachyard.test'));
  const make = async (title: string) =>
    t.addPhoto(
      dealer.token,
      await t.createAd(dealer.token, {
        title: { en: title, tr: `${title} (TR)` },
        description: { en: 'Well kept', tr: 'Bakımlı' },
        product_feature_ids: [t.lookups.id('product-features', 'air-conditioning')],
      }),
    );
  const move = async (ad: Advertisement, token: string, status: string) =>
    (
      await t.request({
        method: 'POST',
        url: `/api/advertisements/${ad.id}/status`,
        token,
        payload: { status, version: ad.version },
      })
    ).json().data as Advertisement;
  published = await move(
    await move(await make('Public Quasarliner'), dealer.token, 'pending_review'),
    t.tokens.REPRESENTATIVE,
    'published',
  );
  draft = await make('Hidden Quasarliner');
  await move(draft, dealer.token, 'pending_review');
});
afterAll(() => t?.close());

const publicList = async (query: string) => {
  const response = await t.request({ method: 'GET', url: `/api/public/advertisements?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json().data as { items: PublicAdvertisement[]; total: number };
};

describe('the public site', () => {
  it('lists published ads only, without a token, filterable like the back office', async () => {
    const { items, total } = await publicList('q=quasarliner');
    expect(items.map((item) => item.short_id)).toEqual([published.short_id]);
    expect(total).toBe(1);
    const all = await publicList('per_page=100');
    const [{ count }] = (
      await t.db.execute<{ count: string }>(
        `select count(*) from advertisements where status = 'published' and deleted_at is null`,
      )
    ).rows;
    expect(all.total).toBe(Number(count));
    expect((await publicList(`brand=${t.lookups.id('brands', 'temsa')}&region=tr&q=quasarliner`)).total).toBe(
      1,
    );
    expect((await publicList(`brand=${t.lookups.id('brands', 'setra')}&q=quasarliner`)).total).toBe(0);
  });

  it('shows a published ad by short id, in the reader’s language, without dealer internals', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/public/advertisements/${published.short_id.toLowerCase()}?lang=tr`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('public');
    const ad = response.json().data as PublicAdvertisement;
    expect(ad).toMatchObject({
      short_id: published.short_id,
      title: 'Public Quasarliner (TR)',
      description: 'Bakımlı',
      brand: 'TEMSA',
      vehicle_type: 'Şehirlerarası otobüs',
      price_formatted: '₺4.500.000',
      product_features: ['Klima'],
      public_url: published.public_url,
    });
    expect(ad.media).toHaveLength(1);
    expect(JSON.stringify(ad)).not.toContain(dealer.id);
    const english = (
      await t.request({ method: 'GET', url: `/api/public/advertisements/${published.short_id}?lang=en` })
    ).json().data;
    expect(english).toMatchObject({ title: 'Public Quasarliner', product_features: ['Air conditioning'] });
  });

  it('answers 404 for an ad that is not published, a deleted one, and a short id that does not exist', async () => {
    for (const shortId of [draft.short_id, 'ZZZZZZZZ']) {
      expect(
        (await t.request({ method: 'GET', url: `/api/public/advertisements/${shortId}` })).statusCode,
      ).toBe(404);
    }
    const current = await t.get(dealer.token, published.id);
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/advertisements/${published.id}?version=${current.version}`,
      token: dealer.token,
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: `/api/public/advertisements/${published.short_id}` }))
        .statusCode,
    ).toBe(404);
    expect((await publicList('q=quasarliner')).total).toBe(0);
  });
});
