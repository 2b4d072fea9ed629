import type { LookupFlag, Translations } from '@coachyard/contract';
import {
  entryFormPathOf,
  selectedTranslations,
  toTranslationFields,
  type EntryFormValues,
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

export interface LookupFormValues extends EntryFormValues {
  is_active: boolean;
  is_exposable: boolean;
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

/** Where an API field error belongs in the form (`translations` is the language group's message). */
export const formPathOf = entryFormPathOf;
