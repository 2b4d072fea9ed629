import { regionTagSlug, type MessageKey, type Region } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { invalidFields } from '../../lib/errors.ts';
import { lookupEntriesByIds, type LookupEntry } from '../lookup-tables/index.ts';
import { vehicleTypesOfRegion } from '../locations/index.ts';
import { isModelOfBrand } from '../model-relations/index.ts';
import { AD_LOOKUP_TABLES as TABLES } from './catalog.ts';
import { lookupIdsOf, type AdState } from './state.ts';

const SEATS_LAYOUT_SLUG = 'seats_layout';

const same = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

/** Where `checkState` reads today's lookups: the database, or what a feed run kept of it (feeds/state-verdicts.ts). */
export interface StateLookups {
  entriesByIds: (ids: readonly string[]) => Promise<LookupEntry[]>;
  isModelOfBrand: (brandId: string, modelId: string) => Promise<boolean>;
  vehicleTypesOfRegion: (region: Region) => Promise<Set<string>>;
}

/** Today's lookups, read from `db` on each check. */
export const lookupsOf = (db: Database): StateLookups => ({
  entriesByIds: (ids) => lookupEntriesByIds(db, ids),
  isModelOfBrand: (brandId, modelId) => isModelOfBrand(db, brandId, modelId),
  vehicleTypesOfRegion: (region) => vehicleTypesOfRegion(db, region),
});

/**
 * The rules of an ad that need the database (the body schema checked the rest). Only what changes is held to
 * today's lookups, so an ad whose brand was deactivated since can still be edited otherwise; a value that
 * depends on another (model on brand, vehicle type and region tags on region, city on country) is checked again
 * when that other one changes. Answers the fresh lookup entries of the state, keyed by id.
 */
export async function checkState(
  db: Database,
  next: AdState,
  before: AdState | null,
  lookups: StateLookups = lookupsOf(db),
): Promise<Map<string, LookupEntry>> {
  const entries = new Map((await lookups.entriesByIds(lookupIdsOf(next))).map((entry) => [entry.id, entry]));
  const fields: Record<string, MessageKey[]> = {};
  const refuse = (field: string, message: MessageKey) => {
    const messages = (fields[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  };
  const changed = (...keys: (keyof AdState)[]) =>
    !before || keys.some((key) => !same(before[key], next[key]));

  /** The id names a live, active top-level value of the table (only checked when it changes). */
  const valueOf = (field: keyof AdState, table: string, id: string | null) => {
    if (!id) return null;
    const entry = entries.get(id);
    if (!entry || entry.lookupTableSlug !== table || !entry.isActive) {
      refuse(field, 'advertisement.lookup_invalid');
      return null;
    }
    return entry;
  };
  const single = (field: keyof AdState, table: string) => {
    if (changed(field)) valueOf(field, table, next[field] as string | null);
  };
  /** For lists, only the values added now are held to today's lookups. */
  const many = (field: keyof AdState, accept: (entry: LookupEntry) => MessageKey | null, all = false) => {
    const previous = new Set(before && !all ? (before[field] as string[]) : []);
    for (const id of next[field] as string[]) {
      if (previous.has(id)) continue;
      const entry = entries.get(id);
      const problem = !entry || !entry.isActive ? 'advertisement.lookup_invalid' : accept(entry);
      if (problem) refuse(field, problem);
    }
  };

  if (changed('brand_id')) {
    const brand = valueOf('brand_id', TABLES.brand, next.brand_id);
    if (brand && brand.parentId !== null) refuse('brand_id', 'advertisement.lookup_invalid');
  }
  if (changed('brand_id', 'model_id')) {
    const model = changed('model_id')
      ? valueOf('model_id', TABLES.model, next.model_id)
      : entries.get(next.model_id);
    if (model && !fields.brand_id && !(await lookups.isModelOfBrand(next.brand_id, next.model_id)))
      refuse('model_id', 'advertisement.model_not_of_brand');
  }
  if (changed('vehicle_type_id', 'region')) {
    const type = changed('vehicle_type_id')
      ? valueOf('vehicle_type_id', TABLES.vehicleType, next.vehicle_type_id)
      : entries.get(next.vehicle_type_id);
    // The region's markets say which types it takes (edited under /locations).
    if (type && !(await lookups.vehicleTypesOfRegion(next.region as Region)).has(type.slug))
      refuse('vehicle_type_id', 'advertisement.vehicle_type_not_for_region');
  }
  single('mileage_type_id', TABLES.mileageType);
  if (next.mileage !== null && !next.mileage_type_id)
    refuse('mileage_type_id', 'advertisement.mileage_type_required');
  single('engine_brand_id', TABLES.engineBrand);
  single('gearbox_brand_id', TABLES.gearboxBrand);
  single('steering_wheel_id', TABLES.steeringWheel);
  single('gvwr_type_id', TABLES.gvwrType);

  // The seats layout is a field of its own, not a feature.
  many('product_feature_ids', (entry) =>
    entry.lookupTableSlug === TABLES.productFeatures &&
    entry.parentId === null &&
    entry.slug !== SEATS_LAYOUT_SLUG
      ? null
      : 'advertisement.lookup_invalid',
  );
  many('vehicle_tag_ids', (entry) =>
    entry.lookupTableSlug === TABLES.vehicleTags ? null : 'advertisement.lookup_invalid',
  );
  many(
    'region_tag_ids',
    (entry) =>
      entry.lookupTableSlug === regionTagSlug(next.region) ? null : 'advertisement.region_tag_invalid',
    changed('region'),
  );

  if (changed('country_id')) {
    const country = valueOf('country_id', TABLES.countries, next.country_id);
    if (country && country.parentId !== null) refuse('country_id', 'advertisement.lookup_invalid');
  }
  if (changed('country_id', 'city_id') && !fields.country_id) {
    const city = changed('city_id')
      ? valueOf('city_id', TABLES.countries, next.city_id)
      : entries.get(next.city_id);
    if (city && city.parentId !== next.country_id)
      refuse('city_id', city.parentId ? 'advertisement.city_not_in_country' : 'advertisement.lookup_invalid');
  }

  if (Object.keys(fields).length) throw invalidFields(fields);
  return entries;
}
