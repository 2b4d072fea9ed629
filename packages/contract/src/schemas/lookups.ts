import { z } from 'zod';
import { LANGUAGES, LIMITS, type Language } from '../constants.ts';
import type { MessageKey } from '../messages/index.ts';
import { errorEnvelopeSchema, listQuerySchema, pageOf } from './envelope.ts';
import { hasContentInOneLanguage, stripHtml, translationsSchema, type Translations } from './translations.ts';

/**
 * Lookup tables (issue 3, SPEC §3 "Translation / lookup entry", "Lookup items", "Lookup collections").
 *
 * HTTP (namespace `lookup-tables`; reads need only a signed-in user, writes the privilege action):
 *   GET    /api/collections                      list (LookupCollectionListQuery) → Page<LookupCollection>
 *            ?by_slug=countries                  → the page holding that one collection (or none)
 *            ?by_slug=countries&records=all      → …and that collection carries `items`: its active
 *                                                  top-level items, in order, ready for a select
 *   GET    /api/collections/{id}                 → LookupCollection
 *   POST   /api/collections                      LookupCollectionCreate → LookupCollection (201)
 *   PUT    /api/collections/{id}                 LookupCollectionUpdate → LookupCollection
 *   PATCH  /api/collections/{id}                 LookupCollectionPatch  → LookupCollection
 *   DELETE /api/collections/{id}?version=N       → LookupCollection (soft delete)
 *   POST   /api/collections/{id}/restore         { version } → LookupCollection (ADMIN)
 *   GET    /api/collections/{id}/trail           → LookupTrailEntry[] (root collection → … → {id})
 *
 *   {container} = a collection id, a collection slug, or an item id (then its children, e.g. a country's cities)
 *   GET    /api/collections/{container}/items    list (LookupItemListQuery) → LookupItemPage (page + collection, parent, trail)
 *   POST   /api/collections/{container}/items    LookupItemCreate → LookupItem (201)
 *   GET    /api/collections/{container}/items/{itemId}            → LookupItem
 *   PUT    /api/collections/{container}/items/{itemId}            LookupItemUpdate → LookupItem
 *   PATCH  /api/collections/{container}/items/{itemId}            LookupItemPatch  → LookupItem
 *   DELETE /api/collections/{container}/items/{itemId}?version=N  → LookupItem (soft delete)
 *   POST   /api/collections/{container}/items/{itemId}/restore    { version } → LookupItem (ADMIN)
 *   GET    /api/collections/{container}/items/export.csv          text/csv, UTF-8 with BOM, LOOKUP_CSV_COLUMNS
 *   POST   /api/collections/{container}/items/import  { csv } → LookupImportResult; any bad row → 400
 *                                                  LookupImportErrorEnvelope (error.rows) and nothing changes
 *   GET    /api/public/collections/{slug}?lang=xx[&parent=<item slug>]  (no token) → PublicLookupCollection
 *
 * Flags are 1 or 0 on the wire (SPEC §3), default 1. `name` and `slug` cannot change after creation:
 * sending a different value is a field error 'translation.not_editable' (sending the same value is fine).
 */

/** Tables whose item texts are rich text (HTML allowed, checked with checkTranslations). */
export const RICH_TEXT_COLLECTION_SLUGS = [
  'content-management',
  'advertisement-detail-page-translations',
] as const;

export const LOOKUP_LIMITS = {
  nameMax: 200,
  slugMax: 120,
  /** Plain-text translations (a brand, a city, a label). */
  plainTextMax: 5_000,
  /** Rich-text translations (a page of the public site); the 1 MiB body limit applies first. */
  richTextMax: 200_000,
  /** The CSV text of one import. */
  importCsvMax: LIMITS.requestBodyBytes,
  /** Attributes of one item, as JSON. */
  attributesBytesMax: 10_000,
} as const;

/** Sort fields each list accepts (`sort=field` or `sort=-field`); anything else is a 400. */
export const COLLECTION_SORT_FIELDS = ['name', 'slug', 'item_count', 'created_at', 'updated_at'] as const;
export const ITEM_SORT_FIELDS = [
  'position',
  'name',
  'slug',
  'child_count',
  'created_at',
  'updated_at',
] as const;

/** CSV columns of export and import: one per language after the fixed ones. */
export const LOOKUP_CSV_COLUMNS = ['slug', 'name', 'is_active', 'is_exposable', ...LANGUAGES] as const;

// ── Wire values ────────────────────────────────────────────────────────────────────────────────

export const lookupFlagSchema = z.union([z.literal(0), z.literal(1)]);
export type LookupFlag = z.infer<typeof lookupFlagSchema>;
/** A flag in a body: 1/0 (SPEC) or true/false (a switch), always stored and answered as 1/0. */
export const lookupFlagInputSchema = z
  .union([z.literal(0), z.literal(1), z.boolean()], { message: 'common.invalid' })
  .transform((value): LookupFlag => (value === true || value === 1 ? 1 : 0));
/** A flag in a query string: 1/0 or true/false. */
export const lookupFlagQuerySchema = z
  .enum(['1', '0', 'true', 'false'], { message: 'common.invalid' })
  .transform((value): LookupFlag => (value === '1' || value === 'true' ? 1 : 0));

/** Keys: letters, digits and - _ . + (e.g. `2+1`, `seats_layout`, `eu-region-tags`), no spaces. */
export const LOOKUP_SLUG_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9._+-]*[A-Za-z0-9+])?$/;

export const lookupNameSchema = z
  .string({ message: 'translation.name_required' })
  .trim()
  .min(1, 'translation.name_required')
  .min(LIMITS.nameMin, 'translation.name_min')
  .max(LOOKUP_LIMITS.nameMax, 'common.too_long');

export const lookupSlugSchema = z
  .string({ message: 'translation.slug_required' })
  .trim()
  .min(1, 'translation.slug_required')
  .max(LOOKUP_LIMITS.slugMax, 'common.too_long')
  .regex(LOOKUP_SLUG_PATTERN, 'translation.slug_invalid');

/** Translations as answered: whatever languages have text. */
export const translationsRecordSchema = z.partialRecord(z.enum(LANGUAGES), z.string());

/** Translations in a body: known languages only, each ≥ 2 characters, at least one (translationLeastOne). */
export const lookupTranslationsInputSchema = translationsSchema(LOOKUP_LIMITS.richTextMax).refine(
  (translations) => hasContentInOneLanguage(translations),
  { message: 'translation.least_one' },
);

export const lookupAttributesSchema = z
  .record(z.string().min(1).max(64), z.unknown())
  .refine((value) => JSON.stringify(value).length <= LOOKUP_LIMITS.attributesBytesMax, {
    message: 'common.too_long',
  });

const HTML_TAG = /<\/?[a-z!][^>]*>/i;
/** Markup that could run code or embed another page, refused even in rich text. */
const UNSAFE_HTML =
  /<\s*\/?\s*(script|iframe|object|embed|style|link|meta|base|form)\b|\son[a-z]+\s*=|javascript\s*:/i;

export interface TranslationIssue {
  /** `translations` or `translations.<lang>` */
  path: string;
  message: MessageKey;
}

/**
 * The rules a body schema cannot know, because they depend on the table: plain-text tables refuse
 * HTML and long texts; rich-text tables refuse scripts and need text once tags are stripped
 * (checkTranslations, SPEC §5). The API runs this on every write; the form may run it too.
 */
export function translationIssues(translations: Translations, richText: boolean): TranslationIssue[] {
  const issues: TranslationIssue[] = [];
  for (const language of LANGUAGES) {
    const text = translations[language];
    if (text === undefined) continue;
    const path = `translations.${language}`;
    if (richText) {
      if (UNSAFE_HTML.test(text)) issues.push({ path, message: 'translation.html_unsafe' });
      else if (stripHtml(text).length < LIMITS.nameMin)
        issues.push({ path, message: 'translation.content_min' });
    } else if (HTML_TAG.test(text)) {
      issues.push({ path, message: 'translation.html_not_allowed' });
    } else if (text.length > LOOKUP_LIMITS.plainTextMax) {
      issues.push({ path, message: 'common.too_long' });
    }
  }
  const hasText = LANGUAGES.some((language) => {
    const text = translations[language];
    return text !== undefined && (richText ? stripHtml(text) : text.trim()).length > 1;
  });
  if (!hasText) issues.push({ path: 'translations', message: 'translation.least_one' });
  return issues;
}

/** Plain names and keys never hold markup. */
export const hasHtml = (text: string) => HTML_TAG.test(text);

/** Languages with no text in a translations object. */
export const missingLanguages = (translations: Translations): Language[] =>
  LANGUAGES.filter((language) => !translations[language]?.trim());

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
  attributes: z.record(z.string(), z.unknown()),
  /** Live child items (e.g. a country's cities). */
  child_count: z.number().int(),
});
export type LookupItem = z.infer<typeof lookupItemSchema>;

export const lookupCollectionSchema = z.object({
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
export type LookupCollection = z.infer<typeof lookupCollectionSchema>;

/** One step of the breadcrumbs (SPEC §4): lookup tables → table → item → … */
export const lookupTrailEntrySchema = z.object({
  kind: z.enum(['collection', 'item']),
  id: z.string().uuid(),
  slug: z.string(),
  name: z.string(),
  text: z.string(),
});
export type LookupTrailEntry = z.infer<typeof lookupTrailEntrySchema>;

export const lookupCollectionPageSchema = pageOf(lookupCollectionSchema);
export type LookupCollectionPage = z.infer<typeof lookupCollectionPageSchema>;

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
  /** Root collection first, ending with the container (the collection or the parent item). */
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
/** `q` searches name, key and every translation; `sort` from COLLECTION_SORT_FIELDS (default `name`). */
export const lookupCollectionListQuerySchema = listQuerySchema.extend(lookupListFilters);
export type LookupCollectionListQuery = z.input<typeof lookupCollectionListQuerySchema>;
/** Same for items; default sort `position` (then name). */
export const lookupItemListQuerySchema = listQuerySchema.extend(lookupListFilters);
export type LookupItemListQuery = z.input<typeof lookupItemListQuerySchema>;

// ── Bodies ─────────────────────────────────────────────────────────────────────────────────────

const versionField = { version: z.number().int().min(1) };

/** POST /api/collections. `slug` absent → slugify(name). */
export const lookupCollectionCreateSchema = z.strictObject({
  name: lookupNameSchema,
  slug: lookupSlugSchema.optional(),
  translations: lookupTranslationsInputSchema,
  is_active: lookupFlagInputSchema.optional(),
  is_exposable: lookupFlagInputSchema.optional(),
  rich_text: lookupFlagInputSchema.optional(),
});
export type LookupCollectionCreate = z.input<typeof lookupCollectionCreateSchema>;

/** PUT: the whole editable state. `name`/`slug` may be sent back unchanged, never changed. */
export const lookupCollectionUpdateSchema = z.strictObject({
  name: lookupNameSchema.optional(),
  slug: lookupSlugSchema.optional(),
  translations: lookupTranslationsInputSchema,
  is_active: lookupFlagInputSchema,
  is_exposable: lookupFlagInputSchema,
  rich_text: lookupFlagInputSchema.optional(),
  ...versionField,
});
export type LookupCollectionUpdate = z.input<typeof lookupCollectionUpdateSchema>;

/** PATCH: any subset, e.g. `{ is_active: 0, version }` to toggle in place. */
export const lookupCollectionPatchSchema = lookupCollectionUpdateSchema.partial().required({ version: true });
export type LookupCollectionPatch = z.input<typeof lookupCollectionPatchSchema>;

export const lookupItemCreateSchema = z.strictObject({
  name: lookupNameSchema,
  slug: lookupSlugSchema.optional(),
  translations: lookupTranslationsInputSchema,
  is_active: lookupFlagInputSchema.optional(),
  is_exposable: lookupFlagInputSchema.optional(),
  attributes: lookupAttributesSchema.optional(),
  /** Place in its list; absent → after the last one. */
  position: z.number().int().min(0).max(1_000_000).optional(),
});
export type LookupItemCreate = z.input<typeof lookupItemCreateSchema>;

export const lookupItemUpdateSchema = z.strictObject({
  name: lookupNameSchema.optional(),
  slug: lookupSlugSchema.optional(),
  translations: lookupTranslationsInputSchema,
  is_active: lookupFlagInputSchema,
  is_exposable: lookupFlagInputSchema,
  attributes: lookupAttributesSchema.optional(),
  position: z.number().int().min(0).max(1_000_000).optional(),
  ...versionField,
});
export type LookupItemUpdate = z.input<typeof lookupItemUpdateSchema>;

export const lookupItemPatchSchema = lookupItemUpdateSchema.partial().required({ version: true });
export type LookupItemPatch = z.input<typeof lookupItemPatchSchema>;

/** DELETE takes the version in the query; restore in the body. */
export const lookupDeleteQuerySchema = z.object({
  version: z.coerce.number().int().min(1),
  lang: z.string().optional(),
});
export const lookupRestoreSchema = z.strictObject(versionField);

// ── CSV import ─────────────────────────────────────────────────────────────────────────────────

/** POST …/items/import: the CSV text in JSON (the API takes JSON only). Upsert by slug. */
export const lookupImportRequestSchema = z.strictObject({
  csv: z.string().min(1, 'csv.empty').max(LOOKUP_LIMITS.importCsvMax, 'common.too_long'),
});
export type LookupImportRequest = z.infer<typeof lookupImportRequestSchema>;

export const lookupImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type LookupImportResult = z.infer<typeof lookupImportResultSchema>;

/** One problem of one row: `line` is the line number in the file (the header is line 1). */
export const lookupImportIssueSchema = z.object({
  line: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type LookupImportIssue = z.infer<typeof lookupImportIssueSchema>;

/** The 400 of an import with bad rows: the usual error plus every problem in `error.rows`. */
export const lookupImportErrorEnvelopeSchema = errorEnvelopeSchema.extend({
  error: errorEnvelopeSchema.shape.error.extend({ rows: z.array(lookupImportIssueSchema).optional() }),
});
export type LookupImportErrorEnvelope = z.infer<typeof lookupImportErrorEnvelopeSchema>;

// ── Public site ────────────────────────────────────────────────────────────────────────────────

export const publicLookupItemSchema = z.object({
  value: z.string().uuid(),
  slug: z.string(),
  text: z.string(),
  attributes: z.record(z.string(), z.unknown()),
  /** Active, exposable children; fetch them with `?parent=<slug>`. */
  child_count: z.number().int(),
});
export type PublicLookupItem = z.infer<typeof publicLookupItemSchema>;

/** GET /api/public/collections/{slug}: only active, exposable rows; cached 5 minutes. */
export const publicLookupCollectionSchema = z.object({
  slug: z.string(),
  text: z.string(),
  parent: z.object({ slug: z.string(), text: z.string() }).nullable(),
  items: z.array(publicLookupItemSchema),
});
export type PublicLookupCollection = z.infer<typeof publicLookupCollectionSchema>;

// ── Client mapping (SPEC §3) ───────────────────────────────────────────────────────────────────

export interface LookupOption {
  text: string;
  value: string;
  slug: string;
  trans: Partial<Record<Language, string>>;
}
/** Lookup items map name/_id/slug/translations to text/value/slug/trans (SPEC §3). */
export const toLookupOption = (
  item: Pick<LookupItem, '_id' | 'text' | 'slug' | 'translations'>,
): LookupOption => ({
  text: item.text,
  value: item._id,
  slug: item.slug,
  trans: item.translations,
});
