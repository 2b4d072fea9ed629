import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateMessage, type Advertisement } from '@coachyard/contract';
import { lookupItems } from '../src/db/schema/index.ts';
import { adBody, createAdsTestApp, fieldsOf, storedRow, type AdsTestApp } from './advertisements-support.ts';

let t: AdsTestApp;
beforeAll(async () => {
  t = await createAdsTestApp();
});
afterAll(() => t?.close());

const patch = (
  ad: Pick<Advertisement, 'id' | 'version'>,
  body: Record<string, unknown>,
  token = t.tokens.DEALER,
) =>
  t.request({
    method: 'PATCH',
    url: `/api/advertisements/${ad.id}`,
    token,
    payload: { version: ad.version, ...body },
  });
const search = async (q: string) =>
  (await t.request({ method: 'GET', url: `/api/advertisements?q=${q}`, token: t.tokens.DEALER })).json().data
    .items as Advertisement[];

describe('PATCH', () => {
  it('changes the fields given and keeps the others, audited', async () => {
    const feature = t.lookups.id('product-features', 'toilet');
    const ad = await t.createAd(t.tokens.DEALER, {
      product_feature_ids: [feature],
      seats: 50,
      description: { en: 'Fresh tyres' },
    });
    const response = await patch(ad, { price_minor: 399_000_00 });
    expect(response.statusCode).toBe(200);
    const saved = response.json().data as Advertisement;
    expect(saved).toMatchObject({
      price_minor: 399_000_00,
      price_formatted: '₺399.000',
      version: ad.version + 1,
      seats: 50,
      product_feature_ids: [feature],
      title: ad.title,
      description: ad.description,
    });
    expect(await t.auditCount(ad.id, 'update')).toBe(1);
  });

  it('keeps the search text in step with the title', async () => {
    const ad = await t.createAd(t.tokens.DEALER, { title: { en: 'Zanzibarcoach before' } });
    expect((await search('zanzibarcoach')).map((item) => item.id)).toEqual([ad.id]);
    expect((await patch(ad, { title: { de: 'Quixotebus danach' } })).statusCode).toBe(200);
    expect(await search('zanzibarcoach')).toEqual([]);
    expect((await search('quixotebus')).map((item) => item.id)).toEqual([ad.id]);
  });

  it('checks again what depends on a changed field: model on brand, vehicle type and tags on region, city on country', async () => {
    const ad = await t.createAd(t.tokens.DEALER, { region_tag_ids: [t.lookups.first('tr-region-tags')] });
    const brand = fieldsOf((await patch(ad, { brand_id: t.lookups.id('brands', 'setra') })).body);
    expect(brand.model_id).toEqual([translateMessage('advertisement.model_not_of_brand', 'en')]);
    const region = fieldsOf((await patch(ad, { region: 'us' })).body);
    expect(region.vehicle_type_id).toEqual([
      translateMessage('advertisement.vehicle_type_not_for_region', 'en'),
    ]);
    expect(region.region_tag_ids).toEqual([translateMessage('advertisement.region_tag_invalid', 'en')]);
    const country = fieldsOf((await patch(ad, { country_id: t.lookups.id('countries', 'de') })).body);
    expect(country.city_id).toEqual([translateMessage('advertisement.city_not_in_country', 'en')]);
    expect((await storedRow(t, ad.id))!.version).toBe(ad.version);
  });

  it('holds only changed values to today’s lookups: an ad of a since-deactivated brand can still be edited', async () => {
    const ad = await t.createAd(t.tokens.DEALER);
    const temsa = t.lookups.id('brands', 'temsa');
    await t.db.update(lookupItems).set({ isActive: false }).where(eq(lookupItems.id, temsa));
    try {
      expect((await patch(ad, { year: 2019 })).statusCode).toBe(200);
      expect(
        (
          await t.request({
            method: 'POST',
            url: '/api/advertisements',
            token: t.tokens.DEALER,
            payload: adBody(t.lookups),
          })
        ).statusCode,
      ).toBe(400);
    } finally {
      await t.db.update(lookupItems).set({ isActive: true }).where(eq(lookupItems.id, temsa));
    }
  });

  it('answers a stale version with 409 and the current ad; nothing changes', async () => {
    const ad = await t.createAd(t.tokens.DEALER);
    expect((await patch(ad, { year: 2017 })).statusCode).toBe(200);
    const stale = await patch(ad, { year: 2016 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.current).toMatchObject({ id: ad.id, year: 2017, version: ad.version + 1 });
    expect((await storedRow(t, ad.id))!.year).toBe(2017);
  });

  it('hands an ad to another dealer only for staff who manage both', async () => {
    const ad = await t.createAd(t.tokens.DEALER);
    const other = await t.newDealer();
    const byDealer = await patch(ad, { owner_id: other.id });
    expect(fieldsOf(byDealer.body).owner_id).toEqual([translateMessage('advertisement.owner_invalid', 'en')]);
    const byRepresentative = await patch(ad, { owner_id: other.id }, t.tokens.REPRESENTATIVE);
    expect(fieldsOf(byRepresentative.body).owner_id).toEqual([
      translateMessage('advertisement.owner_invalid', 'en'),
    ]);
    const byAdmin = await patch(ad, { owner_id: other.id }, t.tokens.ADMIN);
    expect(byAdmin.json().data).toMatchObject({
      owner_id: other.id,
      owner: { id: other.id, name: 'Test Dealer' },
    });
    expect(
      (await t.request({ method: 'GET', url: `/api/advertisements/${ad.id}`, token: t.tokens.DEALER }))
        .statusCode,
    ).toBe(404);
  });
});

describe('PUT', () => {
  it('replaces the whole state: optional fields left out become empty', async () => {
    const ad = await t.createAd(t.tokens.DEALER, {
      seats: 44,
      mileage: 10_000,
      mileage_type_id: t.lookups.id('mileage-types', 'km'),
      vehicle_tag_ids: [t.lookups.id('vehicle-tags', 'low-mileage')],
      description: { en: 'Like new' },
    });
    const response = await t.request({
      method: 'PUT',
      url: `/api/advertisements/${ad.id}`,
      token: t.tokens.DEALER,
      payload: { ...adBody(t.lookups), year: 2021, version: ad.version },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      year: 2021,
      seats: null,
      mileage: null,
      mileage_type_id: null,
      vehicle_tag_ids: [],
      description: {},
      version: ad.version + 1,
    });
  });

  it('needs every required field and the version', async () => {
    const ad = await t.createAd(t.tokens.DEALER);
    const response = await t.request({
      method: 'PUT',
      url: `/api/advertisements/${ad.id}`,
      token: t.tokens.DEALER,
      payload: { year: 2021 },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(response.body))).toEqual(
      expect.arrayContaining(['version', 'model_id', 'region', 'title', 'price_minor']),
    );
  });
});
