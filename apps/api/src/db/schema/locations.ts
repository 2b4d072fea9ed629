import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Currency, DistanceUnit, Language, Region, Translations } from '@coachyard/contract';
import { lookupItems } from './lookup-tables.ts';
import { softDeleteColumn, trackedColumns } from './columns.ts';

/**
 * Locations (issue 14): the markets of the marketplace (europe, usa, tr, uk …) with what each runs on —
 * region, currency, distance unit, languages in order, the vehicle types it allows (slugs of the
 * `vehicle-type` lookup table). A key is unique among live markets, compared case-insensitively.
 */
export const locations = pgTable(
  'locations',
  {
    ...trackedColumns(),
    ...softDeleteColumn(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    region: text('region').$type<Region>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    distanceUnit: text('distance_unit').$type<DistanceUnit>().notNull(),
    defaultLanguage: text('default_language').$type<Language>().notNull(),
    languageOrder: text('language_order').array().$type<Language[]>().notNull(),
    vehicleTypes: text('vehicle_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    isExposable: boolean('is_exposable').notNull().default(true),
  },
  (table) => [
    uniqueIndex('locations_slug_live_unique')
      .on(sql`lower(${table.slug})`)
      .where(sql`${table.deletedAt} is null`),
  ],
);
export type LocationRow = typeof locations.$inferSelect;

/**
 * The places a market serves, nested without a fixed depth (country → state or province → city):
 * one level is (location, parent). Ordered by `position`, which staff change by moving an item.
 */
export const locationItems = pgTable(
  'location_items',
  {
    ...trackedColumns(),
    ...softDeleteColumn(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    parentId: uuid('parent_id').references((): AnyPgColumn => locationItems.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    /** ISO 3166-1 alpha-2 or ISO 3166-2, upper case; null where a place has none (a city). */
    isoCode: text('iso_code'),
    /** As the user form keeps them: text, at most 12 characters. */
    lat: text('lat'),
    lng: text('lng'),
    /**
     * The country or city of the `countries` lookup table this place is: advertisements and users store those
     * ids, so the public site turns a chosen place into the ads' country_id / city_id filter through it.
     */
    placeId: uuid('place_id').references(() => lookupItems.id),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    uniqueIndex('location_items_slug_live_unique')
      .on(
        table.locationId,
        sql`coalesce(${table.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
        sql`lower(${table.slug})`,
      )
      .where(sql`${table.deletedAt} is null`),
    index('location_items_level_idx').on(table.locationId, table.parentId, table.position),
    index('location_items_parent_idx').on(table.parentId),
    index('location_items_place_idx').on(table.placeId),
  ],
);
export type LocationItemRow = typeof locationItems.$inferSelect;
