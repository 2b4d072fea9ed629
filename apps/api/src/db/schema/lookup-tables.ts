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
import type { Translations } from '@coachyard/contract';
import { softDeleteColumn, trackedColumns } from './columns.ts';

/**
 * Lookup tables (issue 3), stored in the SQL tables `collections` (one row per table: "brands",
 * "countries") and `collection_items` (their rows, the items). An item may have children (a country's
 * cities): they keep the collection_id of the table they belong to and point at their parent item, so
 * every item of a table is found by collection_id and one level by (collection_id, parent_id).
 * `collectionId` keeps the column's name, since the audit trail records items' fields by property name.
 *
 * Slugs are unique among live rows only, compared case-insensitively: a deleted row keeps its slug
 * but frees it; restoring a row whose slug was taken meanwhile is refused (slug_taken).
 * Items are ordered by `position` (then name); a new item goes after the last one of its level.
 */
export const lookupTables = pgTable(
  'collections',
  {
    ...trackedColumns(),
    ...softDeleteColumn(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    isActive: boolean('is_active').notNull().default(true),
    isExposable: boolean('is_exposable').notNull().default(true),
    /** Item texts are rich text (HTML): checkTranslations strips tags before the content rule. */
    richText: boolean('rich_text').notNull().default(false),
  },
  (table) => [
    uniqueIndex('collections_slug_live_unique')
      .on(sql`lower(${table.slug})`)
      .where(sql`${table.deletedAt} is null`),
  ],
);
export type LookupTableRow = typeof lookupTables.$inferSelect;

export const lookupItems = pgTable(
  'collection_items',
  {
    ...trackedColumns(),
    ...softDeleteColumn(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => lookupTables.id),
    parentId: uuid('parent_id').references((): AnyPgColumn => lookupItems.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    isActive: boolean('is_active').notNull().default(true),
    isExposable: boolean('is_exposable').notNull().default(true),
    /** Table-specific facts (a currency's symbol, a model's brand, a country's ISO code). */
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    // One level is (table, parent); top-level items have no parent, hence the coalesce.
    uniqueIndex('collection_items_slug_live_unique')
      .on(
        table.collectionId,
        sql`coalesce(${table.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
        sql`lower(${table.slug})`,
      )
      .where(sql`${table.deletedAt} is null`),
    // Listing one level in order, and counting children.
    index('collection_items_level_idx').on(table.collectionId, table.parentId, table.position),
    index('collection_items_parent_idx').on(table.parentId),
  ],
);
export type LookupItemRow = typeof lookupItems.$inferSelect;
