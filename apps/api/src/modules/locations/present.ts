import type { Language, Location, LocationItem } from '@coachyard/contract';
import type { LocationItemRow, LocationRow } from '../../db/schema/index.ts';
import { cleanTranslations, flag, textIn, translatedEntry } from '../../lib/translated-entries.ts';

export type LocationWithCounts = LocationRow & { itemCount: number; topItemCount: number };
export type LocationItemWithCounts = LocationItemRow & { childCount: number };

export const presentLocation = (row: LocationWithCounts, language: Language): Location => ({
  ...translatedEntry(row, language),
  is_exposable: flag(row.isExposable),
  region: row.region,
  currency: row.currency,
  distance_unit: row.distanceUnit,
  default_language: row.defaultLanguage,
  language_order: row.languageOrder,
  vehicle_types: row.vehicleTypes,
  item_count: row.itemCount,
  top_item_count: row.topItemCount,
});

export const presentLocationItem = (row: LocationItemWithCounts, language: Language): LocationItem => ({
  ...translatedEntry(row, language),
  location_id: row.locationId,
  parent_id: row.parentId,
  iso_code: row.isoCode,
  lat: row.lat,
  lng: row.lng,
  place_id: row.placeId,
  position: row.position,
  child_count: row.childCount,
});

export const textOf = (row: LocationRow | LocationItemRow, language: Language) =>
  textIn(cleanTranslations(row.translations), row.name, language);
