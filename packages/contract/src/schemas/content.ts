import { z } from 'zod';
import { LANGUAGES, type Language } from '../constants.ts';
import { listQuerySchema, pageOf, versionSchema } from './envelope.ts';
import {
  isSafeImageSource,
  richTextDocumentSchema,
  richTextPlainText,
  type RichTextNode,
  storedRichTextSchema,
} from './rich-text.ts';
import { hasTextInOneLanguage } from './translations.ts';
import {
  CONTENT_LIMITS,
  CONTENT_SLUG_PATTERN,
  CONTENT_SORTS,
  CONTENT_STATUSES,
  CONTENT_TYPES,
} from './content-constants.ts';

/**
 * CMS content (issue 16, namespace `content`): pages, articles and FAQ entries written in eight languages, each
 * language with its own slug, search-engine fields and publishing status.
 *
 * HTTP:
 *   GET    /api/content                         ContentListQuery → ContentPage
 *   POST   /api/content/bulk-status             { ids, action, languages? } → ContentBulkResult
 *   GET    /api/content/{id}                    → ContentItem
 *   POST   /api/content                         ContentWrite → ContentItem (201)
 *   PUT    /api/content/{id}                    ContentWrite + version → ContentItem (409 + current when stale)
 *   DELETE /api/content/{id}?version=&force=    → ContentItem (409 content.linked_by_menus naming the menus unless force=1)
 *   POST   /api/content/{id}/restore            { version } → ContentItem
 *   GET    /api/content/{id}/versions           → ContentVersion[] (newest first)
 *   GET    /api/content/{id}/versions/{n}       → ContentVersionDetail
 *   GET    /api/content/{id}/versions/diff?from=&to= → ContentDiff
 *   POST   /api/content/{id}/versions/{n}/restore { version } → ContentItem (version n's text as a new version)
 *   POST   /api/content/{id}/preview-links      { language, hours } → ContentPreviewLink
 *   GET    /api/public/content?type=&category=&lang=     → PublicContentList
 *   GET    /api/public/content/{slug}?lang=              → PublicContent (301 + redirect for an old slug)
 *   GET    /api/public/content-preview/{token}           → PublicContent (draft text, until the link expires)
 */

const plain = (max: number) => z.string().trim().max(max, 'common.too_long');
const instant = z.iso.datetime({ offset: true }).nullable().default(null);

export const contentTranslationWriteSchema = z
  .strictObject({
    title: z
      .string()
      .trim()
      .min(1, 'common.required')
      .min(2, 'content.title_min')
      .max(CONTENT_LIMITS.titleMax, 'common.too_long'),
    /** Empty or absent: generated from the title by transliteration. */
    slug: z
      .string()
      .trim()
      .max(CONTENT_LIMITS.slugMax, 'common.too_long')
      .refine((slug) => slug === '' || CONTENT_SLUG_PATTERN.test(slug), 'content.slug_invalid')
      .default(''),
    excerpt: plain(CONTENT_LIMITS.excerptMax).default(''),
    body: richTextDocumentSchema,
    seo_title: plain(CONTENT_LIMITS.seoTitleMax).default(''),
    seo_description: plain(CONTENT_LIMITS.seoDescriptionMax).default(''),
    cover_alt: plain(CONTENT_LIMITS.altMax).default(''),
    status: z.enum(CONTENT_STATUSES).default('draft'),
    publish_at: instant,
    unpublish_at: instant,
  })
  .superRefine((translation, context) => {
    if (translation.status === 'scheduled' && !translation.publish_at) {
      context.addIssue({ code: 'custom', path: ['publish_at'], message: 'content.publish_at_required' });
    }
    const { publish_at: publishAt, unpublish_at: unpublishAt } = translation;
    if (publishAt && unpublishAt && Date.parse(unpublishAt) <= Date.parse(publishAt)) {
      context.addIssue({
        code: 'custom',
        path: ['unpublish_at'],
        message: 'content.unpublish_before_publish',
      });
    }
  });
export type ContentTranslationWrite = z.input<typeof contentTranslationWriteSchema>;
/** One language's text after the schema (defaults applied): what the server works with. */
export type ContentTranslationInput = z.output<typeof contentTranslationWriteSchema>;

/** checkTranslations (SPEC §5) on the bodies: some language must hold words once the markup is stripped. */
export const bodiesHaveText = (translations: Partial<Record<Language, { body: RichTextNode }>>) =>
  hasTextInOneLanguage(
    Object.fromEntries(
      Object.entries(translations).map(([language, translation]) => [
        language,
        richTextPlainText(translation?.body),
      ]),
    ),
  );

const contentFields = {
  type: z.enum(CONTENT_TYPES, 'common.required'),
  category_id: z.uuid('content.category_invalid').nullable().default(null),
  tag_ids: z.array(z.uuid('content.tag_invalid')).max(CONTENT_LIMITS.tagsMax, 'common.too_long').default([]),
  cover_key: z.string().refine(isSafeImageSource, 'content.cover_invalid').nullable().default(null),
  source_language: z.enum(LANGUAGES).default('en'),
  translations: z
    .partialRecord(z.enum(LANGUAGES), contentTranslationWriteSchema)
    .refine((translations) => bodiesHaveText(translations), 'translation.least_one'),
};

/** A cover is described in every language the item is written in, as the images in its text are. */
const coverDescribed = (
  item: { cover_key: string | null; translations: Partial<Record<Language, { cover_alt: string }>> },
  context: z.RefinementCtx,
) => {
  if (!item.cover_key) return;
  for (const [language, translation] of Object.entries(item.translations)) {
    if ((translation?.cover_alt.trim().length ?? 0) < 2) {
      context.addIssue({
        code: 'custom',
        path: ['translations', language, 'cover_alt'],
        message: 'content.image_alt_required',
      });
    }
  }
};

export const contentWriteSchema = z.strictObject(contentFields).superRefine(coverDescribed);
export type ContentWrite = z.input<typeof contentWriteSchema>;
export const contentUpdateSchema = z
  .strictObject({ ...contentFields, version: versionSchema })
  .superRefine(coverDescribed);
export type ContentUpdate = z.input<typeof contentUpdateSchema>;

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

export const contentVersionSchema = z.object({
  version: z.number().int(),
  changed_at: z.string(),
  changed_by: personSchema,
  /** Languages whose text differs from the version before. */
  changed_languages: z.array(z.enum(LANGUAGES)),
});
export type ContentVersion = z.infer<typeof contentVersionSchema>;
export const contentVersionDetailSchema = contentVersionSchema.extend({ item: contentItemSchema });
export type ContentVersionDetail = z.infer<typeof contentVersionDetailSchema>;

export const contentDiffQuerySchema = z.object({
  from: z.coerce.number().int().min(1),
  to: z.coerce.number().int().min(1),
  lang: z.string().optional(),
});
/** Each field that differs between two versions, as plain text (a body by its words), for a side-by-side view. */
export const contentDiffSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  changes: z.array(
    z.object({
      field: z.string(),
      language: z.enum(LANGUAGES).nullable(),
      before: z.string(),
      after: z.string(),
    }),
  ),
});
export type ContentDiff = z.infer<typeof contentDiffSchema>;

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

export const publicContentQuerySchema = z.object({ lang: z.string().optional() });
export const publicContentListQuerySchema = z.object({
  type: z.enum(CONTENT_TYPES).optional(),
  category: z.string().max(200).optional(),
  lang: z.string().optional(),
});

export const publicContentSummarySchema = z.object({
  slug: z.string(),
  type: z.enum(CONTENT_TYPES),
  title: z.string(),
  excerpt: z.string(),
  category: z.object({ slug: z.string(), text: z.string() }).nullable(),
  cover: z.object({ url: z.string(), alt: z.string() }).nullable(),
  published_at: z.string().nullable(),
});
export const publicContentListSchema = z.object({ items: z.array(publicContentSummarySchema) });
export type PublicContentSummary = z.infer<typeof publicContentSummarySchema>;

export const publicContentSchema = publicContentSummarySchema.extend({
  language: z.enum(LANGUAGES),
  html: z.string(),
  seo: z.object({ title: z.string(), description: z.string() }),
  tags: z.array(z.string()),
  updated_at: z.string(),
  /** The same item's slug in each other language it is published in (hreflang). */
  alternates: z.partialRecord(z.enum(LANGUAGES), z.string()),
});
export type PublicContent = z.infer<typeof publicContentSchema>;
/** The answer for an old slug (status 301, with Location): where the item lives now. */
export const publicContentRedirectSchema = z.object({ redirect_to: z.string(), location: z.string() });

/**
 * Who else has the editor of an item open (issue 16). An open editor reports itself every
 * `CONTENT_PRESENCE.heartbeatSeconds` (`watchSeconds` while someone else is there) under an id of its own (one
 * per screen, so two tabs are two screens); it says it left when it closes or is hidden (DELETE, sent with
 * keepalive as the page goes), and a screen not heard from for `ttlSeconds` has left anyway.
 *   PUT    /api/content/{id}/presence { screen_id } → ContentPresence
 *   DELETE /api/content/{id}/presence?screen_id=     → ContentPresence
 */
export const contentPresenceWriteSchema = z.strictObject({
  screen_id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'common.invalid'),
});
export const contentPresenceLeaveSchema = contentPresenceWriteSchema.extend({ lang: z.string().optional() });
export const contentPresenceSchema = z.object({
  /** The other people with the item open, without the caller (whatever number of screens each has). */
  editors: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ContentPresence = z.infer<typeof contentPresenceSchema>;
