import { describe, expect, it } from 'vitest';
import { validateLocationForm, validatePlaceForm } from './location-form-rules';
import { toLocationCreateBody, toLocationValues } from './location-form-values';
import { toPlaceCreateBody, toPlaceValues } from './place-form-values';

const messagesOf = (errors: object) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, (error as { message?: string }).message]),
  );

describe('the market form', () => {
  it("starts in the default region's currency, unit and languages, and sends them with the region chosen", () => {
    const values = {
      ...toLocationValues(),
      name: 'Nordics',
      slug: 'nordics',
      region: 'eu' as const,
      languages: ['en' as const],
      translations: { ...toLocationValues().translations, en: 'Nordics' },
    };
    expect(values).toMatchObject({ currency: 'EUR', distance_unit: 'km', default_language: 'en' });
    expect(validateLocationForm(values)).toEqual({});
    expect(toLocationCreateBody(values)).toMatchObject({
      name: 'Nordics',
      region: 'eu',
      translations: { en: 'Nordics' },
      is_active: 1,
      is_exposable: 1,
    });
  });

  it('asks for a region and a default language among the listed ones', () => {
    const values = {
      ...toLocationValues(),
      name: 'Nordics',
      slug: 'nordics',
      language_order: ['de' as const],
    };
    expect(messagesOf(validateLocationForm(values))).toMatchObject({
      region: 'location.region_invalid',
      default_language: 'location.default_language_unlisted',
    });
  });
});

describe('the place form', () => {
  const place = (extra: object) => ({
    ...toPlaceValues(),
    name: 'Belgrade',
    slug: 'belgrade',
    languages: ['en' as const],
    translations: { ...toPlaceValues().translations, en: 'Belgrade' },
    ...extra,
  });

  it("keeps the user form's coordinate rules and refuses a code that is not ISO 3166", () => {
    expect(messagesOf(validatePlaceForm(place({ iso_code: 'SRB', lat: '95', lng: '' })))).toEqual({
      iso_code: 'location.iso_invalid',
      lat: 'user.coordinate_invalid',
      lng: 'user.lng_required',
    });
    expect(messagesOf(validatePlaceForm(place({ lat: '44.81254321012', lng: '20.46' })))).toEqual({
      lat: 'user.coordinate_max',
    });
  });

  it('sends a new place under its parent, empty optional fields as nothing', () => {
    const values = place({ iso_code: 'rs', lat: '44.8125', lng: '20.4612' });
    expect(validatePlaceForm(values)).toEqual({});
    expect(toPlaceCreateBody('0f8c7f7e-55a8-4f2a-9a57-8f0e7c2b6f11')(values)).toEqual({
      name: 'Belgrade',
      slug: 'belgrade',
      parent_id: '0f8c7f7e-55a8-4f2a-9a57-8f0e7c2b6f11',
      translations: { en: 'Belgrade' },
      iso_code: 'rs',
      lat: '44.8125',
      lng: '20.4612',
      place_id: null,
      is_active: 1,
    });
  });
});
