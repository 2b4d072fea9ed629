import {
  LANGUAGE_ORDER_BY_REGION,
  LOCATION_KEYS,
  VEHICLE_TYPES_BY_LOCATION,
  type Language,
  type LocationKey,
  type Region,
} from '@coachyard/contract';
import { britishCities } from './cities-gb.ts';
import { germanCities } from './cities-de.ts';
import { spanishCities } from './cities-es.ts';
import { frenchCities } from './cities-fr.ts';
import { italianCities } from './cities-it.ts';
import { turkishProvinces } from './cities-tr.ts';
import { usStates } from './cities-us.ts';
import { COUNTRY_ROWS } from './countries.ts';
import { cityItems, item, namesOf, type City, type NameRow } from './names.ts';
import { REGION_NAMES } from './regions.ts';
import type { Names, SeedItem } from './types.ts';

/** A place of a market: a seed item with its ISO 3166 code where it has one. */
export interface SeedPlace {
  slug: string;
  name: string;
  translations: Names;
  iso_code: string | null;
  children: SeedPlace[];
}

export interface SeedMarket {
  slug: LocationKey;
  name: string;
  translations: Names;
  region: Region;
  language_order: Language[];
  vehicle_types: string[];
  places: SeedPlace[];
}

const asPlace = (seed: SeedItem, isoCode: string | null = null, children: SeedPlace[] = []): SeedPlace => ({
  slug: seed.slug,
  name: seed.name,
  translations: seed.translations,
  iso_code: isoCode,
  children,
});

const isoOf = (seed: SeedItem) => {
  const code = seed.attributes?.iso_3166_2;
  return typeof code === 'string' ? code : null;
};

const countryPlace = (iso2: string, children: SeedPlace[]) => {
  const row = COUNTRY_ROWS.find(([code]) => code === iso2);
  if (!row) throw new Error(`unknown country ${iso2}`);
  return asPlace(item(row[2], { slug: iso2 }), iso2.toUpperCase(), children);
};

// ── Europe: the countries the marketplace sells in, with their main cities ───────────────────────

// prettier-ignore
const MORE_EUROPEAN_CITIES: Record<string, readonly City[]> = {
  nl: [
    ['Amsterdam', 'Амстердам', 'أمستردام', 'North Holland'],
    ['Rotterdam', 'Роттердам', 'روتردام', 'South Holland'],
    ['Den Haag', 'Гаага', 'لاهاي', 'South Holland', { tr: 'Lahey', en: 'The Hague', es: 'La Haya', fr: 'La Haye', it: "L'Aia" }],
    ['Utrecht', 'Утрехт', 'أوترخت', 'Utrecht'],
    ['Eindhoven', 'Эйндховен', 'آيندهوفن', 'North Brabant'],
  ],
  be: [
    ['Brussel', 'Брюссель', 'بروكسل', 'Brussels', { tr: 'Brüksel', en: 'Brussels', es: 'Bruselas', fr: 'Bruxelles', de: 'Brüssel', it: 'Bruxelles' }],
    ['Antwerpen', 'Антверпен', 'أنتويرب', 'Flanders', { tr: 'Anvers', en: 'Antwerp', es: 'Amberes', fr: 'Anvers', it: 'Anversa' }],
    ['Gent', 'Гент', 'غنت', 'Flanders', { en: 'Ghent', es: 'Gante', fr: 'Gand', it: 'Gand' }],
    ['Liège', 'Льеж', 'لييج', 'Wallonia', { de: 'Lüttich', es: 'Lieja', it: 'Liegi' }],
  ],
  at: [
    ['Wien', 'Вена', 'فيينا', 'Vienna', { tr: 'Viyana', en: 'Vienna', es: 'Viena', fr: 'Vienne', it: 'Vienna' }],
    ['Graz', 'Грац', 'غراتس', 'Styria'],
    ['Linz', 'Линц', 'لينتس', 'Upper Austria'],
    ['Salzburg', 'Зальцбург', 'سالزبورغ', 'Salzburg', { es: 'Salzburgo', fr: 'Salzbourg', it: 'Salisburgo' }],
    ['Innsbruck', 'Инсбрук', 'إنسبروك', 'Tyrol'],
  ],
  pl: [
    ['Warszawa', 'Варшава', 'وارسو', 'Masovia', { tr: 'Varşova', en: 'Warsaw', es: 'Varsovia', fr: 'Varsovie', de: 'Warschau', it: 'Varsavia' }],
    ['Kraków', 'Краков', 'كراكوف', 'Lesser Poland', { tr: 'Krakov', es: 'Cracovia', fr: 'Cracovie', de: 'Krakau', it: 'Cracovia' }],
    ['Wrocław', 'Вроцлав', 'فروتسواف', 'Lower Silesia', { de: 'Breslau', it: 'Breslavia' }],
    ['Gdańsk', 'Гданьск', 'غدانسك', 'Pomerania', { de: 'Danzig', es: 'Gdansk', it: 'Danzica' }],
    ['Poznań', 'Познань', 'بوزنان', 'Greater Poland', { de: 'Posen' }],
  ],
  pt: [
    ['Lisboa', 'Лиссабон', 'لشبونة', 'Lisbon', { tr: 'Lizbon', en: 'Lisbon', fr: 'Lisbonne', de: 'Lissabon', it: 'Lisbona' }],
    ['Porto', 'Порту', 'بورتو', 'Porto', { es: 'Oporto' }],
    ['Braga', 'Брага', 'براغا', 'Braga'],
  ],
};

const EUROPEAN_CITIES: Record<string, SeedItem[]> = {
  de: germanCities,
  fr: frenchCities,
  es: spanishCities,
  it: italianCities,
  ...Object.fromEntries(
    Object.entries(MORE_EUROPEAN_CITIES).map(([iso2, cities]) => [iso2, cityItems(cities)]),
  ),
};

const europe: SeedPlace[] = Object.entries(EUROPEAN_CITIES).map(([iso2, cities]) =>
  countryPlace(
    iso2,
    cities.map((city) => asPlace(city)),
  ),
);

// ── United States: the states, with the main cities of the largest ────────────────────────────

// prettier-ignore
const US_CITIES: Record<string, readonly City[]> = {
  CA: [
    ['Los Angeles', 'Лос-Анджелес', 'لوس أنجلوس', 'California'],
    ['San Diego', 'Сан-Диего', 'سان دييغو', 'California'],
    ['San Francisco', 'Сан-Франциско', 'سان فرانسيسكو', 'California'],
    ['Sacramento', 'Сакраменто', 'ساكرامنتو', 'California'],
  ],
  TX: [
    ['Houston', 'Хьюстон', 'هيوستن', 'Texas'],
    ['Dallas', 'Даллас', 'دالاس', 'Texas'],
    ['Austin', 'Остин', 'أوستن', 'Texas'],
    ['San Antonio', 'Сан-Антонио', 'سان أنطونيو', 'Texas'],
  ],
  NY: [
    ['New York City', 'Нью-Йорк', 'مدينة نيويورك', 'New York', { es: 'Nueva York', fr: 'New York', it: 'New York', de: 'New York City', tr: 'New York' }],
    ['Buffalo', 'Буффало', 'بافالو', 'New York'],
    ['Albany', 'Олбани', 'ألباني', 'New York'],
  ],
  FL: [
    ['Miami', 'Майами', 'ميامي', 'Florida'],
    ['Orlando', 'Орландо', 'أورلاندو', 'Florida'],
    ['Tampa', 'Тампа', 'تامبا', 'Florida'],
    ['Jacksonville', 'Джэксонвилл', 'جاكسونفيل', 'Florida'],
  ],
  IL: [['Chicago', 'Чикаго', 'شيكاغو', 'Illinois']],
  PA: [
    ['Philadelphia', 'Филадельфия', 'فيلادلفيا', 'Pennsylvania', { es: 'Filadelfia', fr: 'Philadelphie', it: 'Filadelfia' }],
    ['Pittsburgh', 'Питтсбург', 'بيتسبرغ', 'Pennsylvania'],
  ],
  AZ: [['Phoenix', 'Финикс', 'فينيكس', 'Arizona']],
  GA: [['Atlanta', 'Атланта', 'أتلانتا', 'Georgia']],
  WA: [['Seattle', 'Сиэтл', 'سياتل', 'Washington']],
  MA: [['Boston', 'Бостон', 'بوسطن', 'Massachusetts']],
  NV: [['Las Vegas', 'Лас-Вегас', 'لاس فيغاس', 'Nevada']],
  CO: [['Denver', 'Денвер', 'دنفر', 'Colorado']],
  DC: [['Washington', 'Вашингтон', 'واشنطن', 'District of Columbia', { fr: 'Washington', it: 'Washington' }]],
};

const usa: SeedPlace[] = [
  countryPlace(
    'us',
    usStates.map((state) => {
      const code = String(state.attributes?.code ?? '');
      return asPlace(
        state,
        isoOf(state),
        cityItems(US_CITIES[code] ?? []).map((city) => asPlace(city)),
      );
    }),
  ),
];

// ── Türkiye: its 81 provinces ─────────────────────────────────────────────────────────────────

const turkiye: SeedPlace[] = [
  countryPlace(
    'tr',
    turkishProvinces.map((province) => asPlace(province, isoOf(province))),
  ),
];

// ── The United Kingdom: its four nations and their main cities ──────────────────────────────────

// prettier-ignore
const NATIONS: readonly [english: string, iso: string, names: NameRow][] = [
  ['England', 'GB-ENG', ['İngiltere', 'England', 'Inglaterra', 'Angleterre', 'England', 'Inghilterra', 'Англия', 'إنجلترا']],
  ['Scotland', 'GB-SCT', ['İskoçya', 'Scotland', 'Escocia', 'Écosse', 'Schottland', 'Scozia', 'Шотландия', 'اسكتلندا']],
  ['Wales', 'GB-WLS', ['Galler', 'Wales', 'Gales', 'pays de Galles', 'Wales', 'Galles', 'Уэльс', 'ويلز']],
  ['Northern Ireland', 'GB-NIR', ['Kuzey İrlanda', 'Northern Ireland', 'Irlanda del Norte', 'Irlande du Nord', 'Nordirland', 'Irlanda del Nord', 'Северная Ирландия', 'أيرلندا الشمالية']],
];

const uk: SeedPlace[] = [
  countryPlace(
    'gb',
    NATIONS.map(([english, iso, names]) =>
      asPlace(
        item(names),
        iso,
        britishCities.filter((city) => city.attributes?.subdivision === english).map((city) => asPlace(city)),
      ),
    ),
  ),
];

// ── The markets (SPEC §9) ──────────────────────────────────────────────────────────────────────

const REGION_OF_MARKET: Record<LocationKey, Region> = { europe: 'eu', usa: 'us', tr: 'tr', uk: 'gb' };
const PLACES_OF_MARKET: Record<LocationKey, SeedPlace[]> = { europe, usa, tr: turkiye, uk };

export const seedMarkets: SeedMarket[] = LOCATION_KEYS.map((key) => {
  const region = REGION_OF_MARKET[key];
  const names = namesOf(REGION_NAMES[region]);
  return {
    slug: key,
    name: names.en,
    translations: names,
    region,
    language_order: [...LANGUAGE_ORDER_BY_REGION[region]],
    vehicle_types: [...VEHICLE_TYPES_BY_LOCATION[key]],
    places: PLACES_OF_MARKET[key],
  };
});
