import { z } from 'zod';
import { LANGUAGES, type Language } from '../constants.ts';

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

/** `{ "<lang>": "text" }` over the 8 languages; an unknown code is refused, each text ≥ 2 characters. */
export const translationsSchema = (maxLength = 5000) =>
  z.strictObject(
    Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        z
          .string()
          .trim()
          .min(1, 'translation.content_required')
          .min(2, 'translation.content_min')
          .max(maxLength, 'common.too_long')
          .optional(),
      ]),
    ) as Record<Language, z.ZodOptional<z.ZodString>>,
  );
