import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advertisementYearMax,
  translateMessage,
  type AdvertisementCreate,
  type MessageKey,
} from '@coachyard/contract';
import { adBody, createAdsTestApp, fieldsOf, type AdsTestApp } from './advertisements-support.ts';

let t: AdsTestApp;
beforeAll(async () => {
  t = await createAdsTestApp();
});
afterAll(() => t?.close());

const message = (key: MessageKey) => translateMessage(key, 'en');
const create = (payload: object, token = t.tokens.DEALER) =>
  t.request({ method: 'POST', url: '/api/advertisements', token, payload });
/** The field errors of creating an ad with `overrides` (undefined removes a field). */
async function refusal(overrides: Record<string, unknown>, token?: string) {
  const response = await create({ ...adBody(t.lookups), ...overrides }, token);
  expect(response.statusCode).toBe(400);
  return fieldsOf(response.body);
}

describe('a new advertisement', () => {
  it('is a draft of the dealer with a short id, defaults, translated names, formatted price and public URL', async () => {
    const { brand_id: _brand, ...withoutBrand } = adBody(t.lookups);
    const response = await t.request({
      method: 'POST',
      url: '/api/advertisements?lang=tr',
      token: t.tokens.DEALER,
      payload: withoutBrand,
    });
    expect(response.statusCode).toBe(201);
    const ad = response.json().data;
    expect(ad).toMatchObject({
      status: 'draft',
      owner_id: await t.idOf('dealer@coachyard.test'),
      lang: 'tr',
      currency: 'TRY',
      brand: { slug: 'temsa', text: 'TEMSA' },
      vehicle_type: { text: 'Şehirlerarası otobüs' },
      price_formatted: '₺4.500.000',
      version: 1,
      media: [],
      available_statuses: ['pending_review'],
    });
    expect(ad.short_id).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(ad.public_url).toBe(`https://www.coachyard.com/tr-tr/ilan/2018-temsa-safari-hd/${ad.short_id}`);
    expect(await t.auditCount(ad.id, 'create')).toBe(1);
  });

  it('takes the currency and language of its region unless told', async () => {
    const ad = await t.createAd(t.tokens.DEALER, {
      region: 'gb',
      vehicle_type_id: t.lookups.id('vehicle-type', 'city'),
      country_id: t.lookups.id('countries', 'gb'),
      city_id: t.lookups.city('gb', 'london'),
    });
    expect(ad).toMatchObject({ currency: 'GBP', lang: 'en', price_formatted: '£4,500,000' });
    expect(ad.public_url).toContain('/en-gb/listing/');
    const euros = await t.createAd(t.tokens.DEALER, { currency: 'EUR', lang: 'de' });
    expect(euros).toMatchObject({ currency: 'EUR', lang: 'de', price_formatted: '€4.500.000' });
  });

  it('requires the vehicle and sale fields', async () => {
    const fields = await refusal({
      model_id: undefined,
      year: undefined,
      vehicle_type_id: undefined,
      price_minor: undefined,
      country_id: undefined,
      city_id: undefined,
      title: undefined,
      region: undefined,
    });
    expect(fields).toMatchObject({
      model_id: [message('advertisement.model_required')],
      year: [message('advertisement.year_required')],
      vehicle_type_id: [message('advertisement.vehicle_type_required')],
      price_minor: [message('advertisement.price_required')],
      country_id: [message('advertisement.country_required')],
      city_id: [message('advertisement.city_required')],
      title: [message('advertisement.title_required')],
      region: [message('advertisement.region_required')],
    });
  });

  it.each([
    [{ year: 1949 }, 'year', 'advertisement.year_invalid'],
    [{ year: advertisementYearMax() + 1 }, 'year', 'advertisement.year_invalid'],
    [{ year: 2010.5 }, 'year', 'advertisement.year_invalid'],
    [{ price_minor: 0 }, 'price_minor', 'advertisement.price_invalid'],
    [{ price_minor: 12.5 }, 'price_minor', 'advertisement.price_invalid'],
    [{ mileage: -1 }, 'mileage', 'advertisement.mileage_invalid'],
    [{ seats: 0 }, 'seats', 'advertisement.seats_invalid'],
    [{ seats: 151 }, 'seats', 'advertisement.seats_invalid'],
    [{ seats_layout: '3+3' }, 'seats_layout', 'advertisement.seats_layout_invalid'],
    [{ currency: 'JPY' }, 'currency', 'advertisement.currency_invalid'],
    [{ title: { tr: '' } }, 'title.tr', 'translation.content_required'],
    [{ title: {} }, 'title', 'advertisement.title_required'],
    [{ title: { en: 'x'.repeat(121) } }, 'title.en', 'common.too_long'],
    [{ model_id: 'not-an-id' }, 'model_id', 'advertisement.lookup_invalid'],
    [{ colour: 'red' }, 'colour', 'common.unknown_field'],
  ] as const)('refuses %j', async (overrides, field, key) => {
    expect((await refusal(overrides))[field]?.[0]).toBe(message(key));
  });

  it('accepts the years 1950 to next year', async () => {
    for (const year of [1950, advertisementYearMax()]) {
      expect((await create(adBody(t.lookups, { year }))).statusCode).toBe(201);
    }
  });

  it('takes only models related to its brand', async () => {
    const fields = await refusal({ model_id: t.lookups.id('vehicle-models', 'setra-s-516-hd') });
    expect(fields.model_id).toEqual([message('advertisement.model_not_of_brand')]);
    const setra = await create(
      adBody(t.lookups, {
        brand_id: t.lookups.id('brands', 'setra'),
        model_id: t.lookups.id('vehicle-models', 'setra-s-516-hd'),
      }),
    );
    expect(setra.statusCode).toBe(201);
  });

  it('takes only values of the right lookup table', async () => {
    const city = t.lookups.city('tr', 'ankara');
    const fields = await refusal({
      brand_id: t.lookups.id('vehicle-tags', 'low-mileage'),
      engine_brand_id: city,
      gearbox_brand_id: city,
      steering_wheel_id: city,
      gvwr_type_id: city,
      product_feature_ids: [t.lookups.childOf('product-features', 'seats_layout')],
      vehicle_tag_ids: [city],
      country_id: city,
    });
    for (const field of [
      'brand_id',
      'engine_brand_id',
      'gearbox_brand_id',
      'steering_wheel_id',
      'gvwr_type_id',
      'product_feature_ids',
      'vehicle_tag_ids',
      'country_id',
    ])
      expect(fields[field], field).toEqual([message('advertisement.lookup_invalid')]);
  });

  it('takes the vehicle types of its region only (tr, uk, europe: city, intercity; usa: coach)', async () => {
    const coach = t.lookups.id('vehicle-type', 'coach');
    expect((await refusal({ vehicle_type_id: coach })).vehicle_type_id).toEqual([
      message('advertisement.vehicle_type_not_for_region'),
    ]);
    const us = { region: 'us', country_id: t.lookups.id('countries', 'us') } as const;
    const usCity = await refusal({ ...us, city_id: t.lookups.city('tr', 'istanbul') });
    expect(usCity.vehicle_type_id).toEqual([message('advertisement.vehicle_type_not_for_region')]);
    expect(usCity.city_id).toEqual([message('advertisement.city_not_in_country')]);
  });

  it('takes region tags of its own region only', async () => {
    const euTag = t.lookups.first('eu-region-tags');
    expect((await refusal({ region_tag_ids: [euTag] })).region_tag_ids).toEqual([
      message('advertisement.region_tag_invalid'),
    ]);
    const ad = await t.createAd(t.tokens.DEALER, { region_tag_ids: [t.lookups.first('tr-region-tags')] });
    expect(ad.region_tags).toHaveLength(1);
  });

  it('needs the unit of a mileage, refuses a value chosen twice, and keeps every optional field', async () => {
    expect((await refusal({ mileage: 120_000 })).mileage_type_id).toEqual([
      message('advertisement.mileage_type_required'),
    ]);
    const feature = t.lookups.id('product-features', 'air-conditioning');
    expect((await refusal({ product_feature_ids: [feature, feature] })).product_feature_ids).toEqual([
      message('advertisement.duplicate_value'),
    ]);
    const full: Partial<AdvertisementCreate> = {
      mileage: 120_000,
      mileage_type_id: t.lookups.id('mileage-types', 'km'),
      seats: 46,
      seats_layout: '2+2',
      engine_brand_id: t.lookups.id('engine-brand', 'cummins'),
      gearbox_brand_id: t.lookups.id('gearbox-brand', 'zf'),
      steering_wheel_id: t.lookups.id('steering-wheel', 'left'),
      gvwr_type_id: t.lookups.first('gvwr-type'),
      product_feature_ids: [feature],
      vehicle_tag_ids: [t.lookups.id('vehicle-tags', 'low-mileage')],
      description: { en: 'One owner, full service history.' },
    };
    const ad = await t.createAd(t.tokens.DEALER, full);
    expect(ad).toMatchObject({
      ...full,
      mileage_type: { slug: 'km' },
      product_features: [{ slug: 'air-conditioning' }],
    });
  });
});

describe('owner of a new advertisement', () => {
  it('is the dealer itself; a dealer cannot create for another', async () => {
    const other = await t.newDealer();
    expect((await refusal({ owner_id: other.id })).owner_id).toEqual([
      message('advertisement.owner_invalid'),
    ]);
  });

  it('must be named by staff: any dealer for an ADMIN, its own dealers for a REPRESENTATIVE', async () => {
    expect((await refusal({}, t.tokens.ADMIN)).owner_id).toEqual([message('advertisement.owner_required')]);
    const unmanaged = await t.newDealer();
    const managed = await t.idOf('dealer@coachyard.test');
    expect((await refusal({ owner_id: unmanaged.id }, t.tokens.REPRESENTATIVE)).owner_id).toEqual([
      message('advertisement.owner_invalid'),
    ]);
    expect(
      (await refusal({ owner_id: await t.idOf('admin@coachyard.test') }, t.tokens.ADMIN)).owner_id,
    ).toEqual([message('advertisement.owner_invalid')]);
    const byRepresentative = await t.createAd(t.tokens.REPRESENTATIVE, { owner_id: managed });
    expect(byRepresentative.owner_id).toBe(managed);
    const byAdmin = await t.createAd(t.tokens.ADMIN, { owner_id: unmanaged.id });
    expect(byAdmin.owner_id).toBe(unmanaged.id);
  });
});
