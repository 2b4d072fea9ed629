import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  LOOKUP_TABLE_SLUGS,
  CURRENCY_SYMBOLS,
  LANGUAGES,
  LOCATION_KEYS,
  REGIONS,
  ROLES,
  SEATS_LAYOUTS,
  VEHICLE_TYPES_BY_LOCATION,
  regionTagSlug,
} from '@coachyard/contract';
import { describe, expect, it } from 'vitest';
import { lookupTableSeeds, type Names, type SeedLookupTable, type SeedItem } from './index.ts';

const bySlug = (slug: string): SeedLookupTable => {
  const found = lookupTableSeeds.find((table) => table.slug === slug);
  if (!found) throw new Error(`no lookup table ${slug}`);
  return found;
};
const itemOf = (items: SeedItem[], slug: string): SeedItem => {
  const found = items.find((item) => item.slug === slug);
  if (!found) throw new Error(`no item ${slug}`);
  return found;
};
const citiesOf = (countrySlug: string) => itemOf(bySlug('countries').items, countrySlug).children ?? [];

/** Every named thing in the seed, with a path that says where it is when a check fails. */
function* everyEntry(): Generator<{ path: string; name: string; translations: Names }> {
  function* walk(
    items: SeedItem[],
    path: string,
  ): Generator<{ path: string; name: string; translations: Names }> {
    for (const item of items) {
      yield { path: `${path}/${item.slug}`, name: item.name, translations: item.translations };
      yield* walk(item.children ?? [], `${path}/${item.slug}`);
    }
  }
  for (const table of lookupTableSeeds) {
    yield { path: table.slug, name: table.name, translations: table.translations };
    yield* walk(table.items, table.slug);
  }
}

/** Every list of siblings: a lookup table's items and each item's children. */
function* everySiblingList(): Generator<{ path: string; items: SeedItem[] }> {
  function* walk(items: SeedItem[], path: string): Generator<{ path: string; items: SeedItem[] }> {
    yield { path, items };
    for (const item of items) if (item.children) yield* walk(item.children, `${path}/${item.slug}`);
  }
  for (const table of lookupTableSeeds) yield* walk(table.items, table.slug);
}

describe('lookup seed data', () => {
  it('has every lookup table the product knows and one tag table per region, each once', () => {
    const slugs = lookupTableSeeds.map((table) => table.slug);
    expect(slugs).toEqual(expect.arrayContaining([...LOOKUP_TABLE_SLUGS, ...REGIONS.map(regionTagSlug)]));
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const table of lookupTableSeeds) expect(table.items.length, table.slug).toBeGreaterThan(0);
  });

  it('names everything in all eight languages, none empty, the name being the English text', () => {
    for (const { path, name, translations } of everyEntry()) {
      expect(Object.keys(translations).sort(), path).toEqual([...LANGUAGES].sort());
      for (const language of LANGUAGES)
        expect(translations[language].trim(), `${path} ${language}`).not.toBe('');
      expect(name, path).toBe(translations.en);
    }
  });

  it('writes Russian in Cyrillic and Arabic in Arabic script, unless the text is a trade name or code', () => {
    const cyrillic = /[\u0400-\u04FF]/;
    const arabic = /[\u0600-\u06FF]/;
    for (const { path, translations } of everyEntry()) {
      if (!cyrillic.test(translations.ru)) expect(translations.ru, `${path} ru`).toBe(translations.en);
      if (!arabic.test(translations.ar)) expect(translations.ar, `${path} ar`).toBe(translations.en);
    }
  });

  it('keeps slugs key-safe and unique within each lookup table and within each parent', () => {
    for (const { path, items } of everySiblingList()) {
      const slugs = items.map((item) => item.slug);
      expect(new Set(slugs).size, path).toBe(slugs.length);
      for (const slug of slugs) expect(slug, path).toMatch(/^[a-z0-9][a-z0-9+_-]*$/);
    }
  });

  it('puts TEMSA first among the brands and gives every brand at least three models', () => {
    const brands = bySlug('brands').items;
    expect(brands[0].name).toBe('TEMSA');
    const models = bySlug('vehicle-models').items;
    for (const brand of brands) {
      expect(
        models.filter((model) => model.attributes?.brand === brand.slug).length,
        brand.slug,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  it('links every model to an existing brand and vehicle type', () => {
    const brandSlugs = new Set(bySlug('brands').items.map((brand) => brand.slug));
    const typeSlugs = new Set(bySlug('vehicle-type').items.map((type) => type.slug));
    for (const model of bySlug('vehicle-models').items) {
      expect(brandSlugs.has(String(model.attributes?.brand)), model.slug).toBe(true);
      expect(typeSlugs.has(String(model.attributes?.vehicle_type)), model.slug).toBe(true);
    }
  });

  it('offers the seats layouts 2+1 and 2+2 under the seats_layout feature', () => {
    const layout = itemOf(bySlug('product-features').items, 'seats_layout');
    expect(layout.children?.map((child) => child.slug)).toEqual([...SEATS_LAYOUTS]);
  });

  it('has the vehicle types every location allows, and the locations with them', () => {
    const typeSlugs = bySlug('vehicle-type').items.map((type) => type.slug);
    expect(typeSlugs).toEqual(['city', 'intercity', 'coach']);
    const locations = bySlug('location-collection').items;
    expect(locations.map((location) => location.slug)).toEqual([...LOCATION_KEYS]);
    for (const key of LOCATION_KEYS) {
      expect(itemOf(locations, key).attributes?.vehicle_types).toEqual([...VEHICLE_TYPES_BY_LOCATION[key]]);
    }
  });

  it('has the currencies with their symbols, the roles and the languages by their codes', () => {
    for (const currency of bySlug('currency').items) {
      const code = currency.slug.toUpperCase() as keyof typeof CURRENCY_SYMBOLS;
      expect(currency.attributes?.symbol, code).toBe(CURRENCY_SYMBOLS[code]);
    }
    expect(
      bySlug('currency')
        .items.map((currency) => currency.slug)
        .sort(),
    ).toEqual(['eur', 'gbp', 'try', 'usd']);
    expect(bySlug('roles').items.map((role) => role.slug)).toEqual(ROLES.map((role) => role.toLowerCase()));
    expect(bySlug('languages').items.map((language) => language.slug)).toEqual([...LANGUAGES]);
    expect(bySlug('mileage-types').items.map((unit) => unit.slug)).toEqual(['km', 'mi']);
    expect(bySlug('steering-wheel').items.map((side) => side.slug)).toEqual(['left', 'right']);
  });

  it('has every ISO 3166-1 country, keyed by its lower-case alpha-2 code', () => {
    const countries = bySlug('countries').items;
    expect(countries).toHaveLength(249);
    for (const country of countries) {
      expect(country.slug).toMatch(/^[a-z]{2}$/);
      expect(country.attributes?.iso2).toBe(country.slug.toUpperCase());
      expect(['tr', 'eu', 'us', 'gb', 'other']).toContain(country.attributes?.region);
    }
    expect(itemOf(countries, 'tr').translations.de).toBe('Türkei');
  });

  it("has Türkiye's 81 provinces, the 50 US states with DC, and at least 40 cities of the UK, Germany, France, Spain and Italy", () => {
    const provinces = citiesOf('tr');
    expect(provinces).toHaveLength(81);
    expect(provinces.map((province) => province.attributes?.plate_code)).toEqual(
      Array.from({ length: 81 }, (_, index) => index + 1),
    );
    expect(citiesOf('us')).toHaveLength(51);
    for (const country of ['gb', 'de', 'fr', 'es', 'it'])
      expect(citiesOf(country).length, country).toBeGreaterThanOrEqual(40);
    const munich = itemOf(citiesOf('de'), 'munich').translations;
    expect([munich.de, munich.en, munich.es, munich.it, munich.ru, munich.ar]).toEqual([
      'München',
      'Munich',
      'Múnich',
      'Monaco di Baviera',
      'Мюнхен',
      'ميونخ',
    ]);
  });

  it('keeps every data file under 1 MiB', () => {
    const folder = fileURLToPath(new URL('.', import.meta.url));
    for (const file of readdirSync(folder))
      expect(statSync(`${folder}/${file}`).size, file).toBeLessThan(1024 * 1024);
  });
});
