import { z } from 'zod';
import { LANGUAGES } from '../../constants.ts';
import { jsonValueSchema, listQuerySchema, pageOf } from '../envelope.ts';
import { lookupFlagQuerySchema, lookupFlagSchema, translationsRecordSchema } from './fields.ts';
import { LOOKUP_LIMITS } from './constants.ts';

// Tables and items as the API answers them, and the queries of their lists.

// ── Answers ────────────────────────────────────────────────────────────────────────────────────

/** What every translated entry answers: a lookup table or item, a market or a place (locations). */
export const translatedEntryFields = {
  id: z.string().uuid(),
  /** Description (SPEC §2). */
  name: z.string(),
  /** Key (SPEC §2). */
  slug: z.string(),
  /** The translation in the request's `lang`, else English, else the name. */
  text: z.string(),
  translations: translationsRecordSchema,
  /** Languages without text: what a translator still has to do. */
  missing_languages: z.array(z.enum(LANGUAGES)),
  is_active: lookupFlagSchema,
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Set only on soft-deleted rows (lists with `deleted=1`). */
  deleted_at: z.string().nullable(),
};

const entryFields = {
  /** Both `_id` and `id` (SPEC §3 maps `_id` to `value`); `value` is the same id. */
  _id: z.string().uuid(),
  value: z.string().uuid(),
  ...translatedEntryFields,
  is_exposable: lookupFlagSchema,
};

export const lookupItemSchema = z.object({
  ...entryFields,
  collection_id: z.string().uuid(),
  /** The item this one belongs to (a city's country), null at the top of a table. */
  parent_id: z.string().uuid().nullable(),
  position: z.number().int(),
  attributes: z.record(z.string(), jsonValueSchema),
  /** Live child items (e.g. a country's cities). */
  child_count: z.number().int(),
});
export type LookupItem = z.infer<typeof lookupItemSchema>;

export const lookupTableSchema = z.object({
  ...entryFields,
  /** 1 when item texts are rich text (HTML), e.g. content-management. */
  rich_text: lookupFlagSchema,
  /** Live top-level items. */
  item_count: z.number().int(),
  /** Per language, how many live items (children included) have no text in it. */
  item_missing_counts: z.record(z.enum(LANGUAGES), z.number().int()),
  /** Languages in which the table and every one of its live items have text. */
  complete_languages: z.array(z.enum(LANGUAGES)),
  /** Only with `by_slug` + `records=all`: the active top-level items, in order. */
  items: z.array(lookupItemSchema).optional(),
});
export type LookupTable = z.infer<typeof lookupTableSchema>;

/** One step of the breadcrumbs (SPEC §4): lookup tables → table → item → … */
export const lookupTrailEntrySchema = z.object({
  kind: z.enum(['collection', 'item']),
  id: z.string().uuid(),
  slug: z.string(),
  name: z.string(),
  text: z.string(),
});
export type LookupTrailEntry = z.infer<typeof lookupTrailEntrySchema>;

export const lookupTablePageSchema = pageOf(lookupTableSchema);
export type LookupTablePage = z.infer<typeof lookupTablePageSchema>;

export const lookupItemPageSchema = pageOf(lookupItemSchema).extend({
  /** The table the listed items belong to. */
  collection: z.object({
    id: z.string().uuid(),
    slug: z.string(),
    name: z.string(),
    text: z.string(),
    rich_text: lookupFlagSchema,
  }),
  /** The item whose children are listed, when {container} is an item. */
  parent: lookupItemSchema.nullable(),
  /** The table first, ending with the container (the table or the parent item). */
  trail: z.array(lookupTrailEntrySchema),
});
export type LookupItemPage = z.infer<typeof lookupItemPageSchema>;

// ── Queries ────────────────────────────────────────────────────────────────────────────────────

const lookupListFilters = {
  is_active: lookupFlagQuerySchema.optional(),
  is_exposable: lookupFlagQuerySchema.optional(),
  /** Exactly this key. */
  by_slug: z.string().max(LOOKUP_LIMITS.slugMax).optional(),
  /** 1: soft-deleted rows instead of live ones (needs the `delete` privilege, for restoring). */
  deleted: lookupFlagQuerySchema.optional(),
};
/** `q` searches name, key and every translation; `sort` from LOOKUP_TABLE_SORT_FIELDS (default `name`). */
export const lookupTableListQuerySchema = listQuerySchema.extend(lookupListFilters);
export type LookupTableListQuery = z.input<typeof lookupTableListQuerySchema>;
/** Same for items; default sort `position` (then name). */
export const lookupItemListQuerySchema = listQuerySchema.extend(lookupListFilters);
export type LookupItemListQuery = z.input<typeof lookupItemListQuerySchema>;
