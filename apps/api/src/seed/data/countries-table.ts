import { britishCities } from './cities-gb.ts';
import { germanCities } from './cities-de.ts';
import { spanishCities } from './cities-es.ts';
import { frenchCities } from './cities-fr.ts';
import { italianCities } from './cities-it.ts';
import { turkishProvinces } from './cities-tr.ts';
import { usStates } from './cities-us.ts';
import { COUNTRY_ROWS } from './countries.ts';
import { lookupTable, item } from './names.ts';
import type { SeedItem } from './types.ts';

/** A country's cities are its item's children (issue 3): provinces for Türkiye, states for the USA. */
const CITIES_BY_COUNTRY: Record<string, SeedItem[]> = {
  tr: turkishProvinces,
  gb: britishCities,
  de: germanCities,
  fr: frenchCities,
  es: spanishCities,
  it: italianCities,
  us: usStates,
};

export const countries = lookupTable(
  'countries',
  ['Ülkeler', 'Countries', 'Países', 'Pays', 'Länder', 'Paesi', 'Страны', 'الدول'],
  COUNTRY_ROWS.map(([iso2, region, row]) =>
    item(row, {
      slug: iso2,
      attributes: { iso2: iso2.toUpperCase(), region },
      ...(CITIES_BY_COUNTRY[iso2] ? { children: CITIES_BY_COUNTRY[iso2] } : {}),
    }),
  ),
);
