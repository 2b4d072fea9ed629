import type { Language } from '@coachyard/contract';
import type { TranslationFields } from './translation-fields';

/** The fields every translated entry's form has: Description, Key, the languages, and the version read. */
export interface EntryFormValues extends TranslationFields {
  name: string;
  slug: string;
  version: number;
}

/** Where an API field error of an entry belongs in its form (`translations` is the language group's message). */
export function entryFormPathOf(
  field: string,
): 'name' | 'slug' | 'languages' | `translations.${Language}` | null {
  if (field === 'name' || field === 'slug') return field;
  if (field === 'translations') return 'languages';
  const match = /^translations\.([a-z]{2})$/.exec(field);
  return match ? (`translations.${match[1]}` as `translations.${Language}`) : null;
}
