import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ContentTranslationInput, ContentType, Language, MenuKey } from '@coachyard/contract';
import { lookupItems } from './lookup-tables.ts';
import { softDeleteColumn, trackedColumns } from './columns.ts';

/** One language's text of an item as stored (issue 16); dates are ISO strings inside the JSON. */
export type StoredContentTranslation = ContentTranslationInput & {
  /** When this language's text last changed. */
  updated_at: string;
  /** The source language's `updated_at` when this text was written (outdated once the source moves on). */
  source_updated_at: string | null;
};
export type StoredContentTranslations = Partial<Record<Language, StoredContentTranslation>>;

/** CMS content: pages, articles and FAQ entries; per-language texts live in `translations` (migration 0009). */
export const contentItems = pgTable(
  'content_items',
  {
    ...trackedColumns(),
    ...softDeleteColumn(),
    type: text('type').$type<ContentType>().notNull(),
    categoryId: uuid('category_id').references(() => lookupItems.id),
    tagIds: uuid('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    coverKey: text('cover_key'),
    sourceLanguage: text('source_language').$type<Language>().notNull().default('en'),
    translations: jsonb('translations').$type<StoredContentTranslations>().notNull().default({}),
    /** Every language's title and excerpt, lower-cased: what the list's search matches. */
    searchText: text('search_text').notNull().default(''),
  },
  (table) => [
    index('content_items_updated_idx').on(table.updatedAt.desc(), table.id),
    index('content_items_type_idx')
      .on(table.type)
      .where(sql`${table.deletedAt} is null`),
  ],
);
export type ContentItemRow = typeof contentItems.$inferSelect;

/** Every slug an item has held per language; the current one, and the old ones that redirect to it. */
export const contentSlugs = pgTable(
  'content_slugs',
  {
    language: text('language').$type<Language>().notNull(),
    slug: text('slug').notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => contentItems.id),
    isCurrent: boolean('is_current').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'content_slugs_pk', columns: [table.language, table.slug] }),
    uniqueIndex('content_slugs_current_unique')
      .on(table.itemId, table.language)
      .where(sql`${table.isCurrent}`),
  ],
);

/** A menu entry as stored: the contract's write shape after defaults. */
export interface StoredMenuEntry {
  id: string;
  kind: 'content' | 'url';
  content_id: string | null;
  url: string | null;
  labels: Partial<Record<Language, string>>;
  hidden_in: Language[];
  new_tab: boolean;
  children?: StoredMenuEntry[];
}

/** The site's menus, one row each (navbar links, navbar content, footer), saved whole with their version. */
export const siteMenus = pgTable(
  'site_menus',
  {
    ...trackedColumns(),
    key: text('key').$type<MenuKey>().notNull(),
    entries: jsonb('entries').$type<StoredMenuEntry[]>().notNull().default([]),
  },
  (table) => [uniqueIndex('site_menus_key_unique').on(table.key)],
);
export type SiteMenuRow = typeof siteMenus.$inferSelect;

/** Editor screens open on a record, by namespace (migration 0012); rows older than the presence TTL are gone. */
export const editingPresence = pgTable(
  'editing_presence',
  {
    namespace: text('namespace').notNull(),
    recordId: uuid('record_id').notNull(),
    userId: uuid('user_id').notNull(),
    screenId: text('screen_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      name: 'editing_presence_pk',
      columns: [table.namespace, table.recordId, table.userId, table.screenId],
    }),
    index('editing_presence_seen_idx').on(table.seenAt),
  ],
);
