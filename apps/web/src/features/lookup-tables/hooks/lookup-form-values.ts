import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  lookupNameSchema,
  lookupSlugSchema,
  type Language,
  type LookupFlag,
  type MessageKey,
  type Translations,
} from '@coachyard/contract';
import {
  selectedTranslations,
  toTranslationFields,
  translationErrors,
  type TranslationFields,
} from '@/components/translation-editor';

/** What the form needs of a saved table or item (both answer with these fields). */
export interface LookupEntry {
  id: string;
  name: string;
  slug: string;
  text: string;
  translations: Translations;
  is_active: LookupFlag;
  is_exposable: LookupFlag;
  version: number;
}

export interface LookupFormValues extends TranslationFields {
  name: string;
  slug: string;
  is_active: boolean;
  is_exposable: boolean;
  /** The version the entry was read at, sent back with an update (409 when stale). */
  version: number;
}

/** The bodies both POST routes (tables, items) and both PUT routes accept. */
export interface LookupCreateBody {
  name: string;
  slug: string;
  translations: Translations;
  is_active: LookupFlag;
  is_exposable: LookupFlag;
}
export type LookupUpdateBody = Omit<LookupCreateBody, 'name' | 'slug'> & { version: number };

/** SPEC §3: is_active and is_exposable default to 1. */
export const toFormValues = (entry?: LookupEntry): LookupFormValues => ({
  name: entry?.name ?? '',
  slug: entry?.slug ?? '',
  is_active: entry ? entry.is_active === 1 : true,
  is_exposable: entry ? entry.is_exposable === 1 : true,
  version: entry?.version ?? 0,
  ...toTranslationFields(entry?.translations),
});

const flag = (value: boolean): LookupFlag => (value ? 1 : 0);

export const toCreateBody = (values: LookupFormValues): LookupCreateBody => ({
  name: values.name.trim(),
  slug: values.slug.trim(),
  translations: selectedTranslations(values),
  is_active: flag(values.is_active),
  is_exposable: flag(values.is_exposable),
});

export const toUpdateBody = (values: LookupFormValues): LookupUpdateBody => ({
  translations: selectedTranslations(values),
  is_active: flag(values.is_active),
  is_exposable: flag(values.is_exposable),
  version: values.version,
});

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : (result.error?.issues[0]?.message as MessageKey | undefined);

/**
 * SPEC §5 Translation form with the contract's own schemas and messages: Description and Key, then the
 * rules of the selected languages. Every rule is checked at once, so all problems show on one submit.
 */
export function validateLookupForm(values: LookupFormValues, { richText = false } = {}) {
  const errors: Record<string, unknown> = {};
  const set = (path: string, message: MessageKey | undefined) => {
    if (!message) return;
    const error = { type: 'validate', message };
    const [head, language] = path.split('.');
    if (language) {
      const translations = (errors[head] ??= {}) as Partial<Record<Language, unknown>>;
      translations[language as Language] = error;
    } else errors[head] = error;
  };
  set('name', firstMessage(lookupNameSchema.safeParse(values.name)));
  set('slug', firstMessage(lookupSlugSchema.safeParse(values.slug)));
  for (const [path, message] of Object.entries(translationErrors(values, { richText }))) set(path, message);
  return errors as FieldErrors<LookupFormValues>;
}

export const lookupResolver =
  (richText: boolean): Resolver<LookupFormValues> =>
  async (values) => {
    const errors = validateLookupForm(values, { richText });
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };

/** Where an API field error belongs in the form (`translations` is the language group's message). */
export function formPathOf(field: string): 'name' | 'slug' | 'languages' | `translations.${Language}` | null {
  if (field === 'name' || field === 'slug') return field;
  if (field === 'translations') return 'languages';
  const match = /^translations\.([a-z]{2})$/.exec(field);
  return match ? (`translations.${match[1]}` as `translations.${Language}`) : null;
}
