// A lookup table's constants and plain rules apart from its schemas: the translation forms take them without zod
// (the screens' weight budget, issue 30).
import { LANGUAGES, LIMITS, type Language } from '../../constants.ts';
import type { MessageKey } from '../../messages/index.ts';
import { stripHtml, type Translations } from '../translation-text.ts';

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

/** Keys: letters, digits and - _ . + (e.g. `2+1`, `seats_layout`, `eu-region-tags`), no spaces. */
export const LOOKUP_SLUG_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9._+-]*[A-Za-z0-9+])?$/;

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
