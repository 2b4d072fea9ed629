import { z } from 'zod';
import { jsonValueSchema } from '../envelope.ts';
import { LANGUAGES, LIMITS, type Language } from '../../constants.ts';
import type { MessageKey } from '../../messages/index.ts';
import {
  hasContentInOneLanguage,
  stripHtml,
  translationsSchema,
  type Translations,
} from '../translations.ts';

// The values a lookup table or item holds, as the wire carries them, and the checks of its texts.

/** Tables whose item texts are rich text (HTML allowed, checked with checkTranslations). */
export const RICH_TEXT_LOOKUP_TABLE_SLUGS = [
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
export const LOOKUP_TABLE_SORT_FIELDS = ['name', 'slug', 'item_count', 'created_at', 'updated_at'] as const;
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
  .record(z.string().min(1).max(64), jsonValueSchema)
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
