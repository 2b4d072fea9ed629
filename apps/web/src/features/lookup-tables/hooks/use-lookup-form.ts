import { useEffect, useMemo, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { slugify, translateMessage } from '@coachyard/contract';
import { isApiError, type ApiResponse } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { useActionResult } from '@/components/use-action-result';
import { useTranslationEditor } from '@/components/translation-editor';
import {
  formPathOf,
  lookupResolver,
  toCreateBody,
  toFormValues,
  toUpdateBody,
  type LookupCreateBody,
  type LookupEntry,
  type LookupFormValues,
  type LookupUpdateBody,
} from './lookup-form-values';

/** The result dialog's domain (SPEC §3 "actionResult per domain"). */
export const LOOKUP_DOMAIN = 'lookup-tables';

export interface UseLookupFormOptions {
  /** The saved table or item: an edit, with Description and Key locked. Absent: a create. */
  entry?: LookupEntry;
  /** Rich-text tables take HTML, checked once tags are stripped (checkTranslations). */
  richText?: boolean;
  create: (body: LookupCreateBody) => Promise<ApiResponse<LookupEntry>>;
  update: (body: LookupUpdateBody) => Promise<ApiResponse<LookupEntry>>;
}

const looksLikeEntry = (value: unknown): value is LookupEntry =>
  typeof value === 'object' && value !== null && 'version' in value && 'translations' in value;

/**
 * The Translation form's behaviour (SPEC §4), apart from its rendering: the key follows the name while
 * creating; language rules come from the translation editor; on success the result dialog shows the
 * API's message and a create starts over; on failure the API's message shows and its field errors go
 * under their fields.
 */
export function useLookupForm({ entry, richText = false, create, update }: UseLookupFormOptions) {
  const isEdit = entry !== undefined;
  const resolver = useMemo(() => lookupResolver(richText), [richText]);
  const form = useForm<LookupFormValues>({ defaultValues: toFormValues(entry), resolver });
  const editor = useTranslationEditor(form);
  const { succeed, fail } = useActionResult(LOOKUP_DOMAIN);

  // SPEC §4: changing the name regenerates the key (only in a create: an edit locks both).
  useEffect(() => {
    if (isEdit) return;
    return form.subscribe({
      name: 'name',
      exact: true,
      formState: { values: true },
      callback: ({ values }) =>
        form.setValue('slug', slugify(values.name ?? ''), { shouldValidate: form.formState.isSubmitted }),
    });
  }, [form, isEdit]);

  const showFailure = (error: unknown) => {
    if (!isApiError(error)) {
      fail(translateMessage('errors.internal', currentLanguage()));
      return;
    }
    // A stale version: show the row as it now is, so that the user reviews it and saves again.
    if (error.status === 409 && looksLikeEntry(error.current)) form.reset(toFormValues(error.current));
    for (const [field, messages] of Object.entries(error.fields)) {
      const path = formPathOf(field);
      if (path && messages[0]) form.setError(path, { type: 'server', message: messages[0] });
    }
    fail(error.detail);
  };

  const onValid = async (values: LookupFormValues) => {
    try {
      const response = isEdit ? await update(toUpdateBody(values)) : await create(toCreateBody(values));
      succeed(response.successMessage ?? translateMessage('common.saved', currentLanguage()));
      form.reset(isEdit ? toFormValues(response.data) : toFormValues());
    } catch (error) {
      showFailure(error);
    }
  };

  /** SPEC §4: with no language selected, submitting selects the first one (whose text is then required). */
  const submit = (event?: BaseSyntheticEvent) => {
    editor.ensureOneLanguage();
    return form.handleSubmit(onValid)(event);
  };

  return { form, editor, isEdit, submit, isSubmitting: form.formState.isSubmitting };
}
export type LookupFormState = ReturnType<typeof useLookupForm>;
