import { z } from 'zod';
import { LANGUAGES, type Language } from '../constants.ts';

export * from './translation-text.ts';

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
