import { z } from 'zod';
import { LANGUAGES } from '../../constants.ts';
import { listQuerySchema, pageOf, versionSchema } from '../envelope.ts';
import { storedRichTextSchema } from '../rich-text.ts';
import { CONTENT_LIMITS, CONTENT_SORTS, CONTENT_STATUSES, CONTENT_TYPES } from '../content-constants.ts';

// Items as the back office reads them: one item, the list, bulk changes and preview links.

const referenceSchema = z.object({ id: z.string(), text: z.string() });
const personSchema = z.object({ id: z.string(), name: z.string() }).nullable();

export const contentTranslationSchema = z.object({
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  body: storedRichTextSchema,
  seo_title: z.string(),
  seo_description: z.string(),
  cover_alt: z.string(),
  status: z.enum(CONTENT_STATUSES),
  publish_at: z.string().nullable(),
  unpublish_at: z.string().nullable(),
  /** When this language's text last changed, and the source language's text it was written against. */
  updated_at: z.string(),
  source_updated_at: z.string().nullable(),
  /** The source language changed after this translation was written. */
  outdated: z.boolean(),
  /** What the public site shows right now (published, or scheduled and due, and not past unpublish_at). */
  live: z.boolean(),
});
export type ContentTranslation = z.infer<typeof contentTranslationSchema>;

const statesSchema = z.record(z.enum(LANGUAGES), z.enum([...CONTENT_STATUSES, 'missing']));

export const contentItemSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  type: z.enum(CONTENT_TYPES),
  category_id: z.string().nullable(),
  category: referenceSchema.nullable(),
  tag_ids: z.array(z.string()),
  tags: z.array(referenceSchema),
  cover_key: z.string().nullable(),
  cover_url: z.string().nullable(),
  source_language: z.enum(LANGUAGES),
  translations: z.partialRecord(z.enum(LANGUAGES), contentTranslationSchema),
  states: statesSchema,
  outdated_languages: z.array(z.enum(LANGUAGES)),
  created_at: z.string(),
  updated_at: z.string(),
  author: personSchema,
  deleted_at: z.string().nullable(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

const flagQuery = z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)]));

export const contentListQuerySchema = listQuerySchema.extend({
  type: z.enum(CONTENT_TYPES).optional(),
  category: z.uuid().optional(),
  /** With `status_language`: items whose text in that language has this state (else: in any language). */
  status: z.enum([...CONTENT_STATUSES, 'missing']).optional(),
  status_language: z.enum(LANGUAGES).optional(),
  sort: z.enum(CONTENT_SORTS).default('-updated_at'),
  deleted: flagQuery.optional(),
  /** `next_cursor` or `prev_cursor` of a page: the page beside it, as fast deep down as page 1. */
  cursor: z.string().max(2000).optional(),
});
export type ContentListQuery = z.input<typeof contentListQuerySchema>;

export const contentListItemSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  type: z.enum(CONTENT_TYPES),
  title: z.string(),
  category: referenceSchema.nullable(),
  states: statesSchema,
  outdated_languages: z.array(z.enum(LANGUAGES)),
  updated_at: z.string(),
  author: personSchema,
  deleted_at: z.string().nullable(),
});
export type ContentListItem = z.infer<typeof contentListItemSchema>;

export const contentPageSchema = pageOf(contentListItemSchema);
export type ContentPage = z.infer<typeof contentPageSchema>;

export const contentBulkStatusSchema = z.strictObject({
  ids: z.array(z.uuid()).min(1, 'common.required').max(CONTENT_LIMITS.bulkMax, 'common.too_long'),
  action: z.enum(['publish', 'unpublish']),
  /** The languages to change; all languages that have text when absent. */
  languages: z.array(z.enum(LANGUAGES)).min(1).optional(),
});
export type ContentBulkStatus = z.input<typeof contentBulkStatusSchema>;
export const contentBulkResultSchema = z.object({
  updated: z.array(z.object({ id: z.string(), version: z.number().int() })),
  /** Ids skipped: missing, deleted, or with no text in the chosen languages. */
  skipped: z.array(z.string()),
});

export const contentDeleteQuerySchema = z.object({
  version: z.coerce.number().int().min(1),
  force: flagQuery.optional(),
  lang: z.string().optional(),
});
export const contentRestoreSchema = z.strictObject({ version: versionSchema });

export const contentPreviewLinkRequestSchema = z.strictObject({
  language: z.enum(LANGUAGES),
  hours: z.number().int().min(1).max(CONTENT_LIMITS.previewHoursMax).default(24),
});
export const contentPreviewLinkSchema = z.object({
  token: z.string(),
  url: z.string(),
  expires_at: z.string(),
});
export type ContentPreviewLink = z.infer<typeof contentPreviewLinkSchema>;
