import { z } from 'zod';
import {
  CURRENCIES,
  CURRENCY_BY_REGION,
  LANGUAGES,
  LIMITS,
  REGIONS,
  type Currency,
  type Language,
  type Region,
} from '../constants.ts';
import { errorEnvelopeSchema, listQuerySchema, pageOf } from './envelope.ts';
import {
  lookupFlagInputSchema,
  lookupFlagQuerySchema,
  lookupFlagSchema,
  lookupImportIssueSchema,
  lookupNameSchema,
  lookupSlugSchema,
  lookupTranslationsInputSchema,
  translatedEntryFields,
} from './lookups.ts';
import { isValidCoordinate } from './user-rules.ts';

/**
 * Locations (issue 14, SPEC §9): the markets the marketplace serves (europe, usa, tr, uk …) and, nested
 * without a fixed depth, the places each market serves (country → state or province → city).
 *
 * HTTP (namespace `locations`; reads need only a signed-in user, writes the privilege action):
 *   GET    /api/locations                         LocationListQuery → Page<Location>
 *   GET    /api/locations/{id}                    → Location
 *   POST   /api/locations                         LocationCreate → Location (201)
 *   PUT    /api/locations/{id}                    LocationUpdate → Location
 *   PATCH  /api/locations/{id}                    LocationPatch → Location (e.g. the list's active toggle)
 *   DELETE /api/locations/{id}?version=N          → Location (soft); 409 location.in_use while it is the
 *                                                   only live market of a region advertisements use
 *   POST   /api/locations/{id}/restore            { version } → Location (ADMIN)
 *   GET    /api/locations/{id}/items?parent_id=   LocationItemListQuery → LocationItemPage (+ location, parent, trail)
 *   POST   /api/locations/{id}/items              LocationItemCreate (parent_id in the body) → LocationItem (201)
 *   GET    /api/locations/{id}/items/{itemId}     → LocationItem
 *   PUT    /api/locations/{id}/items/{itemId}     LocationItemUpdate → LocationItem
 *   PATCH  /api/locations/{id}/items/{itemId}     LocationItemPatch → LocationItem
 *   POST   /api/locations/{id}/items/{itemId}/move  LocationItemMove → LocationItem (new place among its siblings)
 *   DELETE /api/locations/{id}/items/{itemId}?version=N → LocationItem (soft, children go with it)
 *   POST   /api/locations/{id}/items/{itemId}/restore   { version } → LocationItem (ADMIN)
 *   GET    /api/locations/{id}/items/export.csv?parent_id=   text/csv, LOCATION_CSV_COLUMNS
 *   POST   /api/locations/{id}/items/import?parent_id=       { csv } → LookupImportResult, all or nothing
 *   GET    /api/public/locations?lang=xx          (no token) → PublicLocation[]: active, exposable, nested
 *
 * `name` and `slug` (the key) cannot change after creation, as in lookup tables.
 */

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

// ── Fields ─────────────────────────────────────────────────────────────────────────────────────

export const isoCodeSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => ISO_3166_PATTERN.test(value), { message: 'location.iso_invalid' });

/** A coordinate as the user form takes it (SPEC §5): text, at most 12 characters, within ±90 / ±180. */
const coordinateSchema = (limit: 90 | 180) =>
  z
    .string()
    .trim()
    .max(LIMITS.coordinateMax, 'user.coordinate_max')
    .refine((value) => isValidCoordinate(value, limit), { message: 'user.coordinate_invalid' });

const uniqueList = <T>(values: readonly T[]) => new Set(values).size === values.length;

export const languageOrderSchema = z
  .array(z.enum(LANGUAGES, { message: 'common.invalid' }))
  .min(1, 'location.language_order_empty')
  .refine(uniqueList, { message: 'location.language_order_repeated' });

/** Slugs of `vehicle-type` lookup items (city, intercity, coach …); the API checks that each exists. */
export const vehicleTypesSchema = z
  .array(lookupSlugSchema)
  .max(50, 'common.too_long')
  .refine(uniqueList, { message: 'common.invalid' });

// ── Answers ────────────────────────────────────────────────────────────────────────────────────

export const locationSchema = z.object({
  ...translatedEntryFields,
  is_exposable: lookupFlagSchema,
  region: z.enum(REGIONS),
  currency: z.enum(CURRENCIES),
  distance_unit: z.enum(DISTANCE_UNITS),
  default_language: z.enum(LANGUAGES),
  language_order: z.array(z.enum(LANGUAGES)),
  vehicle_types: z.array(z.string()),
  /** Live items at any depth, and at the top level. */
  item_count: z.number().int(),
  top_item_count: z.number().int(),
});
export type Location = z.infer<typeof locationSchema>;

export const locationItemSchema = z.object({
  ...translatedEntryFields,
  location_id: z.string().uuid(),
  parent_id: z.string().uuid().nullable(),
  iso_code: z.string().nullable(),
  lat: z.string().nullable(),
  lng: z.string().nullable(),
  /** The same place in the `countries` lookup table (a country or a city), whose id ads and users store. */
  place_id: z.string().uuid().nullable(),
  position: z.number().int(),
  child_count: z.number().int(),
});
export type LocationItem = z.infer<typeof locationItemSchema>;

/** One step of the breadcrumbs (SPEC §4): locations → market → item → … */
export const locationTrailEntrySchema = z.object({
  kind: z.enum(['location', 'item']),
  id: z.string().uuid(),
  slug: z.string(),
  text: z.string(),
  /** An item's twin in the countries lookup table, if linked. */
  place_id: z.string().uuid().nullable(),
});
export type LocationTrailEntry = z.infer<typeof locationTrailEntrySchema>;

export const locationPageSchema = pageOf(locationSchema);
export type LocationPage = z.infer<typeof locationPageSchema>;

export const locationItemPageSchema = pageOf(locationItemSchema).extend({
  location: z.object({ id: z.string().uuid(), slug: z.string(), text: z.string() }),
  parent: locationItemSchema.nullable(),
  /** The market first, then each item down to the parent. */
  trail: z.array(locationTrailEntrySchema),
});
export type LocationItemPage = z.infer<typeof locationItemPageSchema>;

// ── Queries ────────────────────────────────────────────────────────────────────────────────────

export const locationListQuerySchema = listQuerySchema.extend({
  is_active: lookupFlagQuerySchema.optional(),
  is_exposable: lookupFlagQuerySchema.optional(),
  region: z.enum(REGIONS, { message: 'common.invalid' }).optional(),
  deleted: lookupFlagQuerySchema.optional(),
});
export type LocationListQuery = z.input<typeof locationListQuerySchema>;

export const locationItemListQuerySchema = listQuerySchema.extend({
  /** The item whose children are listed; absent: the market's top level. */
  parent_id: z.string().uuid().optional(),
  is_active: lookupFlagQuerySchema.optional(),
  deleted: lookupFlagQuerySchema.optional(),
});
export type LocationItemListQuery = z.input<typeof locationItemListQuerySchema>;

export const locationLevelQuerySchema = z.object({
  parent_id: z.string().uuid().optional(),
  lang: z.string().optional(),
});

// ── Bodies ─────────────────────────────────────────────────────────────────────────────────────

const versionField = { version: z.number().int().min(1) };

const marketFields = {
  translations: lookupTranslationsInputSchema,
  region: z.enum(REGIONS, { message: 'location.region_invalid' }),
  /** Absent: the region's currency (SPEC §9). */
  currency: z.enum(CURRENCIES, { message: 'common.invalid' }).optional(),
  distance_unit: z.enum(DISTANCE_UNITS, { message: 'common.invalid' }).optional(),
  default_language: z.enum(LANGUAGES, { message: 'common.invalid' }).optional(),
  language_order: languageOrderSchema.optional(),
  vehicle_types: vehicleTypesSchema.optional(),
  is_active: lookupFlagInputSchema.optional(),
  is_exposable: lookupFlagInputSchema.optional(),
};

/** The default language must be one of the market's languages. */
const defaultLanguageListed = (
  body: { default_language?: Language; language_order?: Language[] },
  context: z.RefinementCtx,
) => {
  if (body.default_language && body.language_order && !body.language_order.includes(body.default_language))
    context.addIssue({
      code: 'custom',
      path: ['default_language'],
      message: 'location.default_language_unlisted',
    });
};

export const locationCreateSchema = z
  .strictObject({ name: lookupNameSchema, slug: lookupSlugSchema.optional(), ...marketFields })
  .superRefine(defaultLanguageListed);
export type LocationCreate = z.input<typeof locationCreateSchema>;

/**
 * PUT (the whole editable state) and PATCH (any subset, with the version) of an entry whose name and key
 * may be sent back unchanged, never changed; both checked by the same cross-field rule.
 */
function updateAndPatch<Shape extends z.core.$ZodLooseShape, Body>(
  fields: Shape,
  rule: (body: Body, context: z.RefinementCtx) => void,
) {
  const whole = z.strictObject({
    name: lookupNameSchema.optional(),
    slug: lookupSlugSchema.optional(),
    ...fields,
    ...versionField,
  });
  return {
    update: whole.superRefine((body, context) => rule(body as Body, context)),
    patch: whole
      .partial()
      .required({ version: true })
      .superRefine((body, context) => rule(body as Body, context)),
  };
}

const locationWrites = updateAndPatch(marketFields, defaultLanguageListed);
export const locationUpdateSchema = locationWrites.update;
export type LocationUpdate = z.input<typeof locationUpdateSchema>;
export const locationPatchSchema = locationWrites.patch;
export type LocationPatch = z.input<typeof locationPatchSchema>;

const placeFields = {
  translations: lookupTranslationsInputSchema,
  iso_code: isoCodeSchema.nullable().optional(),
  lat: coordinateSchema(90).nullable().optional(),
  lng: coordinateSchema(180).nullable().optional(),
  place_id: z.string().uuid({ message: 'location.place_invalid' }).nullable().optional(),
  is_active: lookupFlagInputSchema.optional(),
};

/** Coordinates come as a pair (the user form's rule): one without the other is refused. */
const coordinatesPaired = (body: { lat?: string | null; lng?: string | null }, context: z.RefinementCtx) => {
  if (body.lat === undefined && body.lng === undefined) return;
  if (body.lat && !body.lng)
    context.addIssue({ code: 'custom', path: ['lng'], message: 'user.lng_required' });
  if (body.lng && !body.lat)
    context.addIssue({ code: 'custom', path: ['lat'], message: 'user.lat_required' });
};

export const locationItemCreateSchema = z
  .strictObject({
    name: lookupNameSchema,
    slug: lookupSlugSchema.optional(),
    /** The item this one belongs to (a city's country); absent or null: the market's top level. */
    parent_id: z.string().uuid().nullable().optional(),
    ...placeFields,
  })
  .superRefine(coordinatesPaired);
export type LocationItemCreate = z.input<typeof locationItemCreateSchema>;

const placeWrites = updateAndPatch(placeFields, coordinatesPaired);
export const locationItemUpdateSchema = placeWrites.update;
export type LocationItemUpdate = z.input<typeof locationItemUpdateSchema>;
export const locationItemPatchSchema = placeWrites.patch;
export type LocationItemPatch = z.input<typeof locationItemPatchSchema>;

/** Moves an item to `position` (0 = first) among its siblings; the others close up behind it. */
export const locationItemMoveSchema = z.strictObject({
  position: z.number().int().min(0).max(100_000),
  ...versionField,
});
export type LocationItemMove = z.input<typeof locationItemMoveSchema>;

/** The 409 of a delete that would leave rows pointing at nothing: how many use it. */
export const locationInUseSchema = z.object({ advertisements: z.number().int(), users: z.number().int() });
export type LocationInUse = z.infer<typeof locationInUseSchema>;

export const locationImportErrorEnvelopeSchema = errorEnvelopeSchema.extend({
  error: errorEnvelopeSchema.shape.error.extend({ rows: z.array(lookupImportIssueSchema).optional() }),
});

// ── Public site ────────────────────────────────────────────────────────────────────────────────

export interface PublicLocationItem {
  slug: string;
  text: string;
  /** The country_id or city_id to filter advertisements by, when the place has one. */
  place_id: string | null;
  iso_code: string | null;
  lat: string | null;
  lng: string | null;
  children: PublicLocationItem[];
}
export const publicLocationItemSchema: z.ZodType<PublicLocationItem> = z.lazy(() =>
  z.object({
    slug: z.string(),
    text: z.string(),
    place_id: z.string().nullable(),
    iso_code: z.string().nullable(),
    lat: z.string().nullable(),
    lng: z.string().nullable(),
    children: z.array(publicLocationItemSchema),
  }),
);

export const publicLocationSchema = z.object({
  slug: z.string(),
  text: z.string(),
  region: z.enum(REGIONS),
  currency: z.enum(CURRENCIES),
  distance_unit: z.enum(DISTANCE_UNITS),
  default_language: z.enum(LANGUAGES),
  language_order: z.array(z.enum(LANGUAGES)),
  vehicle_types: z.array(z.string()),
  items: z.array(publicLocationItemSchema),
});
export type PublicLocation = z.infer<typeof publicLocationSchema>;
