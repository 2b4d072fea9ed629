import { useCallback } from 'react';
import type { ApiResponse } from '@/lib/api-client';
import { useEntryForm } from '@/components/translation-editor';
import {
  formPathOf,
  toCreateBody,
  toFormValues,
  toUpdateBody,
  type LookupCreateBody,
  type LookupEntry,
  type LookupFormValues,
  type LookupUpdateBody,
} from './lookup-form-values';
import { LOOKUP_DOMAIN } from '../result-domain';

export interface UseLookupFormOptions {
  /** The saved table or item: an edit, with Description and Key locked. Absent: a create. */
  entry?: LookupEntry;
  /** Rich-text tables take HTML, checked once tags are stripped (checkTranslations). */
  richText?: boolean;
  create: (body: LookupCreateBody) => Promise<ApiResponse<LookupEntry>>;
  update: (body: LookupUpdateBody) => Promise<ApiResponse<LookupEntry>>;
}

/** The Translation form of a lookup table or item (SPEC §4): the shared entry form with its two flags. */
export function useLookupForm({ entry, richText = false, create, update }: UseLookupFormOptions) {
  const loadRules = useCallback(async () => {
    const { validateLookupForm } = await import('./lookup-form-rules');
    return (values: LookupFormValues) => validateLookupForm(values, { richText });
  }, [richText]);
  return useEntryForm<LookupFormValues, LookupEntry, LookupCreateBody, LookupUpdateBody>({
    domain: LOOKUP_DOMAIN,
    entry,
    toValues: toFormValues,
    loadRules,
    fieldOf: formPathOf,
    toCreateBody,
    toUpdateBody,
    create,
    update,
  });
}
export type LookupFormState = ReturnType<typeof useLookupForm>;
