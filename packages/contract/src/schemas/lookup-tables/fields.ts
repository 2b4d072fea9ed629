import { z } from 'zod';
import { jsonValueSchema } from '../envelope.ts';
import { LANGUAGES, LIMITS } from '../../constants.ts';
import { hasContentInOneLanguage, translationsSchema } from '../translations.ts';
import { LOOKUP_LIMITS, LOOKUP_SLUG_PATTERN } from './constants.ts';

// The values a lookup table or item holds, as the wire carries them (its constants and text rules: constants.ts).

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
