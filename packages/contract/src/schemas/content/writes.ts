import { z } from 'zod';
import { LANGUAGES, type Language } from '../../constants.ts';
import { versionSchema } from '../envelope.ts';
import {
  isSafeImageSource,
  richTextDocumentSchema,
  richTextPlainText,
  type RichTextNode,
} from '../rich-text.ts';
import { hasTextInOneLanguage } from '../translations.ts';
import {
  CONTENT_LIMITS,
  CONTENT_SLUG_PATTERN,
  CONTENT_STATUSES,
  CONTENT_TYPES,
} from '../content-constants.ts';

// What saving an item sends: its texts in each language and the fields they share.

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
