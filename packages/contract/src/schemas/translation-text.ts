// Translations as plain values and their rules, apart from their schema: a form takes them without zod (the
// screens' weight budget, issue 30).
import type { Language } from '../constants.ts';

export type Translations = Partial<Record<Language, string>>;

export const stripHtml = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** translationLeastOne (SPEC §5): more than one character in at least one language. */
export const hasContentInOneLanguage = (translations: Translations | undefined) =>
  Object.values(translations ?? {}).some((text) => typeof text === 'string' && text.trim().length > 1);

/** checkTranslations (SPEC §5): the same rule once HTML tags are stripped (rich text). */
export const hasTextInOneLanguage = (translations: Translations | undefined) =>
  Object.values(translations ?? {}).some((text) => typeof text === 'string' && stripHtml(text).length > 1);
