import {
  LANGUAGES,
  type ContentLanguageState,
  type ContentTranslationInput,
  type Language,
} from '@coachyard/contract';
import type { StoredContentTranslation, StoredContentTranslations } from '../../db/schema/index.ts';

/** One language's text as the write schema gives it (defaults applied, slug possibly empty). */
export type TranslationInput = ContentTranslationInput;
export type TranslationsInput = Partial<Record<Language, TranslationInput>>;

const TEXT_FIELDS = ['title', 'excerpt', 'body', 'seo_title', 'seo_description', 'cover_alt'] as const;
/** JSON with keys in one order: PostgreSQL's jsonb gives a stored body's keys back in its own order. */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
          .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
          .join(',')}}`
      : JSON.stringify(value ?? null);
const sameText = (left: StoredContentTranslation | undefined, right: TranslationInput) =>
  left !== undefined && TEXT_FIELDS.every((field) => canonical(left[field]) === canonical(right[field]));

/**
 * The stored translations after a write: a language whose words changed gets a new `updated_at`; a translation
 * remembers the source text's `updated_at` it was written against, so it reads as outdated once the source moves
 * on. Slugs are resolved separately (slugs.ts) and passed in.
 */
export function storedTranslations(
  input: TranslationsInput,
  before: StoredContentTranslations,
  sourceLanguage: Language,
  slugs: Partial<Record<Language, string>>,
  now: Date,
): StoredContentTranslations {
  const stamp = now.toISOString();
  const result: StoredContentTranslations = {};
  const changed = (language: Language) => !sameText(before[language], input[language]!);
  const sourceUpdatedAt =
    input[sourceLanguage] && changed(sourceLanguage) ? stamp : (before[sourceLanguage]?.updated_at ?? null);
  for (const language of LANGUAGES) {
    const translation = input[language];
    if (!translation) continue;
    const previous = before[language];
    const textChanged = changed(language);
    result[language] = {
      ...translation,
      slug: slugs[language]!,
      updated_at: textChanged ? stamp : previous!.updated_at,
      source_updated_at:
        language === sourceLanguage
          ? null
          : textChanged
            ? sourceUpdatedAt
            : (previous?.source_updated_at ?? null),
    };
  }
  return result;
}

/** On the public site right now: published (or scheduled and due), and not yet past its unpublish time. */
export function isLive(translation: StoredContentTranslation | undefined, now: Date): boolean {
  if (!translation) return false;
  const due = (at: string | null) => at !== null && Date.parse(at) <= now.getTime();
  const started =
    translation.status === 'published' || (translation.status === 'scheduled' && due(translation.publish_at));
  return started && !due(translation.unpublish_at);
}

/** The status of each of the eight languages, `missing` where there is no text. */
export const statesOf = (translations: StoredContentTranslations) =>
  Object.fromEntries(
    LANGUAGES.map((language) => [language, translations[language]?.status ?? 'missing']),
  ) as Record<Language, ContentLanguageState>;

/** Translations written against an older source text than the source has now. */
export function outdatedLanguages(
  translations: StoredContentTranslations,
  sourceLanguage: Language,
): Language[] {
  const source = translations[sourceLanguage];
  if (!source) return [];
  return LANGUAGES.filter((language) => {
    const translation = translations[language];
    if (language === sourceLanguage || !translation) return false;
    return !translation.source_updated_at || translation.source_updated_at < source.updated_at;
  });
}

/** A title to show in a list: the caller's language, else the source language's, else any. */
export function titleIn(
  translations: StoredContentTranslations,
  language: Language,
  sourceLanguage: Language,
) {
  return (
    translations[language]?.title ??
    translations[sourceLanguage]?.title ??
    Object.values(translations).find(Boolean)?.title ??
    ''
  );
}

/** The search text of an item: every language's title, slug and excerpt. */
export const searchTextOf = (translations: StoredContentTranslations) =>
  Object.values(translations)
    .flatMap((translation) => (translation ? [translation.title, translation.slug, translation.excerpt] : []))
    .join(' ')
    .toLowerCase();

/** Back to the write shape (a version's text restored, a bulk status change). */
export const asInput = (translations: StoredContentTranslations): TranslationsInput =>
  Object.fromEntries(
    Object.entries(translations).map(([language, stored]) => {
      const { updated_at: _updated, source_updated_at: _source, ...input } = stored!;
      return [language, input];
    }),
  );
