import { z } from 'zod';
import { CURRENCIES, LANGUAGES, REGIONS } from '../../constants.ts';
import { listQuerySchema, pageOf } from '../envelope.ts';
import { lookupFlagQuerySchema, lookupFlagSchema, translatedEntryFields } from '../lookup-tables/index.ts';
import { DISTANCE_UNITS } from './constants.ts';

// Markets and places as the API answers them, and the queries of their lists.

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
