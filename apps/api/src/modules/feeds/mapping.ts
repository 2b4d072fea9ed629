import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  advertisementCreateSchema,
  CURRENCIES,
  defaultLanguageOfRegion,
  DISTANCE_UNIT_BY_REGION,
  FEED_REQUIRED_FIELDS,
  STOCK_NUMBER_PATTERN,
  type AdvertisementCreate,
  type Currency,
  type FeedFieldMapping,
  type FeedLookupField,
  type FeedTargetField,
  type FeedValueMappings,
  type MessageKey,
  type Region,
} from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { lookupItems, lookupTables } from '../../db/schema/index.ts';
import type { FeedRecord } from './parse.ts';

/** The lookup table each lookup field of a feed names its values in (a city is a child of its country). */
const MILEAGE_TYPES = 'mileage-types';

export const TABLE_OF_FIELD: Record<FeedLookupField, string> = {
  brand: 'brands',
  model: 'vehicle-models',
  vehicle_type: 'vehicle-type',
  country: 'countries',
  city: 'countries',
};

/** Case, accents and punctuation aside: "Mercedes Benz" is "Mercedes-Benz", "Koln" is "Köln". */
export const normalizedValue = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The lookup items a feed's values may name, by their name, key and every translation: a value that names
 * exactly one item (normalized) is that item; anything else is unknown, never a guess. Models are looked up
 * among the brand's models, cities among the country's.
 */
export interface LookupIndex {
  find(
    field: FeedLookupField,
    value: string,
    context: { brandSlug?: string; countryId?: string },
  ): string | null;
  slugOf(id: string): string | undefined;
  /** A top-level item by its key (the odometer's unit: `km`, `mi`). */
  bySlug(table: string, slug: string): string | undefined;
}

export async function loadLookupIndex(db: Database): Promise<LookupIndex> {
  const rows = await db
    .select({
      id: lookupItems.id,
      parentId: lookupItems.parentId,
      name: lookupItems.name,
      slug: lookupItems.slug,
      translations: lookupItems.translations,
      attributes: lookupItems.attributes,
      table: lookupTables.slug,
    })
    .from(lookupItems)
    .innerJoin(lookupTables, eq(lookupTables.id, lookupItems.collectionId))
    .where(
      and(
        inArray(lookupTables.slug, [...new Set(Object.values(TABLE_OF_FIELD)), MILEAGE_TYPES]),
        isNull(lookupItems.deletedAt),
        isNull(lookupTables.deletedAt),
        eq(lookupItems.isActive, true),
      ),
    );
  const found = new Map<string, string | null>();
  const slugs = new Map<string, string>();
  const ids = new Map<string, string>();
  for (const row of rows) {
    slugs.set(row.id, row.slug);
    if (!row.parentId) ids.set(`${row.table}|${row.slug}`, row.id);
    // Models are grouped by their brand, cities by their country; everything else by its level.
    const group = row.table === 'vehicle-models' ? String(row.attributes.brand ?? '') : (row.parentId ?? '');
    const names = [row.name, row.slug, ...Object.values(row.translations ?? {})];
    if (typeof row.attributes.iso_code === 'string') names.push(row.attributes.iso_code);
    for (const name of new Set(names.map((text) => normalizedValue(String(text ?? ''))))) {
      if (!name) continue;
      const key = `${row.table}|${group}|${name}`;
      // Two items answering to the same words: the value is ambiguous, so unknown.
      found.set(key, found.has(key) && found.get(key) !== row.id ? null : row.id);
    }
  }
  return {
    find(field, value, context) {
      const group =
        field === 'model' ? (context.brandSlug ?? '') : field === 'city' ? (context.countryId ?? '') : '';
      return found.get(`${TABLE_OF_FIELD[field]}|${group}|${normalizedValue(value)}`) ?? null;
    },
    slugOf: (id) => slugs.get(id),
    bySlug: (table, slug) => ids.get(`${table}|${slug}`),
  };
}

export interface MappedVehicle {
  stockNumber: string;
  /** The advertisement's fields as the API's POST and PATCH take them. */
  fields: Omit<AdvertisementCreate, 'owner_id' | 'stock_number'>;
  /** Photo URLs as the feed gives them, in its order; the run fetches them (photos.ts). */
  photos: string[];
}
export interface FieldProblem {
  field: string;
  messageKey: MessageKey;
}

interface FeedMapping {
  region: string;
  fieldMapping: FeedFieldMapping;
  valueMappings: FeedValueMappings;
}

const wholeNumber = (text: string) =>
  /^\d+$/.test(text.replace(/[\s_]/g, '')) ? Number(text.replace(/[\s_]/g, '')) : null;
/** A price in major units, with at most two decimals after `.` or `,`. */
const minorUnits = (text: string) => {
  const compact = text.replace(/[\s_]/g, '');
  if (!/^\d+([.,]\d{1,2})?$/.test(compact)) return null;
  return Math.round(Number(compact.replace(',', '.')) * 100);
};

/** The feed mapping's required fields it leaves unmapped (a run refuses to start without them). */
export const unmappedRequired = (mapping: FeedFieldMapping) =>
  FEED_REQUIRED_FIELDS.filter((field) => !mapping[field]);

/** The feed's field an ad field's problem is reported on (the dealer maps `price`, the ad stores `price_minor`). */
const FEED_FIELD_OF: Record<string, string> = {
  price_minor: 'price',
  brand_id: 'brand',
  model_id: 'model',
  vehicle_type_id: 'vehicle_type',
  mileage_type_id: 'mileage',
  country_id: 'country',
  city_id: 'city',
};

/**
 * The mapped fields as the API's POST takes them, checked by the advertisement's own schema (a year past next
 * year, a price or mileage out of range, a title too long): the same refusals the ad form and the API give.
 */
function schemaProblems(vehicle: MappedVehicle): FieldProblem[] {
  const checked = advertisementCreateSchema.safeParse({
    ...vehicle.fields,
    stock_number: vehicle.stockNumber,
  });
  if (checked.success) return [];
  return checked.error.issues.map((issue) => {
    const field = String(issue.path[0] ?? '');
    return { field: FEED_FIELD_OF[field] ?? field, messageKey: issue.message as MessageKey };
  });
}

/** One record as an advertisement's fields, or every problem of it by ad field. */
export function mapRecord(
  feed: FeedMapping,
  index: LookupIndex,
  record: FeedRecord,
): { vehicle: MappedVehicle; problems: [] } | { vehicle: null; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const valueOf = (field: FeedTargetField) => {
    const column = feed.fieldMapping[field];
    return column ? (record.values[column] ?? '').trim() : '';
  };
  const required = (field: FeedTargetField) => {
    const value = valueOf(field);
    if (!value) problems.push({ field, messageKey: 'feed.value_missing' });
    return value;
  };
  const lookup = (field: FeedLookupField, context: { brandSlug?: string; countryId?: string } = {}) => {
    const value = required(field);
    if (!value) return '';
    const id = feed.valueMappings[field]?.[value] ?? index.find(field, value, context);
    if (!id) problems.push({ field, messageKey: 'feed.value_unknown' });
    return id ?? '';
  };
  const number = (field: FeedTargetField, parse: (text: string) => number | null, optional = false) => {
    const text = optional ? valueOf(field) : required(field);
    if (!text) return null;
    const parsed = parse(text);
    if (parsed === null) problems.push({ field, messageKey: 'feed.number_invalid' });
    return parsed;
  };

  const stockNumber = required('stock_number');
  if (stockNumber && !STOCK_NUMBER_PATTERN.test(stockNumber))
    problems.push({ field: 'stock_number', messageKey: 'advertisement.stock_number_invalid' });
  const brandId = lookup('brand');
  // A model is one of its brand's: without the brand there is nothing to look it up in (the brand is the error).
  const modelId = brandId ? lookup('model', { brandSlug: index.slugOf(brandId) }) : '';
  const vehicleTypeId = lookup('vehicle_type');
  const countryId = lookup('country');
  const cityId = lookup('city', { countryId });
  const year = number('year', wholeNumber);
  const priceMinor = number('price', minorUnits);
  const mileage = number('mileage', wholeNumber, true);
  const seats = number('seats', wholeNumber, true);
  const currencyText = valueOf('currency').toUpperCase();
  if (currencyText && !(CURRENCIES as readonly string[]).includes(currencyText))
    problems.push({ field: 'currency', messageKey: 'advertisement.currency_invalid' });
  const title = required('title');
  const description = valueOf('description');
  if (problems.length > 0) return { vehicle: null, problems };

  const region = feed.region as Region;
  const lang = defaultLanguageOfRegion(region);
  const vehicle: MappedVehicle = {
    stockNumber,
    photos: valueOf('photos')
      .split(/[|,\s]+/)
      .filter((url) => /^https?:\/\//i.test(url)),
    fields: {
      region,
      brand_id: brandId,
      model_id: modelId,
      vehicle_type_id: vehicleTypeId,
      year: year!,
      price_minor: priceMinor!,
      ...(currencyText ? { currency: currencyText as Currency } : {}),
      mileage,
      // The odometer reads in the market's unit.
      mileage_type_id:
        mileage === null ? null : (index.bySlug(MILEAGE_TYPES, DISTANCE_UNIT_BY_REGION[region]) ?? null),
      seats,
      country_id: countryId,
      city_id: cityId,
      title: { [lang]: title },
      description: description ? { [lang]: description } : {},
    },
  };
  const invalid = schemaProblems(vehicle);
  return invalid.length > 0 ? { vehicle: null, problems: invalid } : { vehicle, problems: [] };
}
