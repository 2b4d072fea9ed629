// A market's constants and defaults apart from its schemas: the location forms take them without zod (the
// screens' weight budget, issue 30).
import { CURRENCY_BY_REGION, LANGUAGES, type Currency, type Language, type Region } from '../../constants.ts';

// What a market (a region's location) and its places hold.

export const DISTANCE_UNITS = ['km', 'mi'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

/** What a new market of a region starts with (SPEC §9): its currency, distance unit and language order. */
export const DISTANCE_UNIT_BY_REGION: Record<Region, DistanceUnit> = {
  tr: 'km',
  eu: 'km',
  us: 'mi',
  gb: 'mi',
};
/** The language order differs per region; tr puts Turkish first (SPEC §9). */
export const LANGUAGE_ORDER_BY_REGION: Record<Region, readonly Language[]> = {
  tr: ['tr', 'en', 'de', 'ru', 'ar', 'fr', 'it', 'es'],
  eu: ['en', 'de', 'fr', 'es', 'it', 'tr', 'ru', 'ar'],
  us: ['en', 'es', 'fr', 'de', 'it', 'ru', 'ar', 'tr'],
  gb: ['en', 'fr', 'de', 'es', 'it', 'tr', 'ru', 'ar'],
};
export const defaultsOfRegion = (region: Region) => ({
  currency: CURRENCY_BY_REGION[region] as Currency,
  distance_unit: DISTANCE_UNIT_BY_REGION[region],
  language_order: [...LANGUAGE_ORDER_BY_REGION[region]],
  default_language: LANGUAGE_ORDER_BY_REGION[region][0]!,
});

export const LOCATION_SORT_FIELDS = [
  'name',
  'slug',
  'region',
  'item_count',
  'created_at',
  'updated_at',
] as const;
export const LOCATION_ITEM_SORT_FIELDS = ['position', 'name', 'slug', 'child_count', 'iso_code'] as const;

/** ISO 3166-1 alpha-2 (DE) or an ISO 3166-2 subdivision (TR-34, US-CA, GB-SCT). */
export const ISO_3166_PATTERN = /^[A-Z]{2}(?:-[A-Z0-9]{1,3})?$/;

/** CSV columns of a market's items: one per language after the fixed ones. */
export const LOCATION_CSV_COLUMNS = [
  'slug',
  'name',
  'iso_code',
  'lat',
  'lng',
  'is_active',
  ...LANGUAGES,
] as const;
