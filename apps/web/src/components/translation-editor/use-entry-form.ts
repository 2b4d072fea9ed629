import { useEffect, useMemo, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type Path, type Resolver } from 'react-hook-form';
import { slugify, translateMessage } from '@coachyard/contract';
import { isApiError, type ApiResponse } from '@/lib/api-client';
import { deferredResolver, failWhenRulesMissing } from '@/lib/deferred-resolver';
import { currentLanguage } from '@/lib/i18n';
import { useActionResult } from '@/components/use-action-result';
import type { EntryFormValues } from './entry-form';
import { useTranslationEditor } from './use-translation-editor';

export interface UseEntryFormOptions<V extends EntryFormValues, E, C, U> {
  /** The result dialog's domain (SPEC §3 "actionResult per domain"). */
  domain: string;
  /** The saved entry: an edit, with Description and Key locked. Absent: a create. */
  entry?: E;
  toValues: (entry?: E) => V;
  /**
   * The form's rules, downloaded when it first checks (they bring the contract's schemas and zod). A new function
   * (other options of the rules) makes a new resolver.
   */
  loadRules: () => Promise<(values: V) => FieldErrors<V>>;
  /** Where an API field error belongs in the form, if anywhere. */
  fieldOf: (field: string) => Path<V> | null;
  toCreateBody: (values: V) => C;
  toUpdateBody: (values: V) => U;
  create: (body: C) => Promise<ApiResponse<E>>;
  update: (body: U) => Promise<ApiResponse<E>>;
}

const looksLikeEntry = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && 'version' in value && 'translations' in value;

/**
 * The Translation form's behaviour (SPEC §4), for any translated entry (a lookup table or item, a market,
 * a place): the key follows the name while creating; language rules come from the translation editor;
 * on success the result dialog shows the API's message and a create starts over; on failure the API's
 * message shows, its field errors go under their fields, and a 409 shows the entry as it now is.
 */
export function useEntryForm<V extends EntryFormValues, E, C, U>(options: UseEntryFormOptions<V, E, C, U>) {
  const { entry, toValues, loadRules, fieldOf } = options;
  const isEdit = entry !== undefined;
  const resolver = useMemo(
    () =>
      deferredResolver(loadRules, (validate): Resolver<V> => async (values) => {
        const errors = validate(values);
        return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
      }),
    [loadRules],
  );
  const form = useForm<V>({ defaultValues: toValues(entry) as DefaultValues<V>, resolver });
  const editor = useTranslationEditor(form);
  const { succeed, fail } = useActionResult(options.domain);
  // Typed for the fields every entry form has, whatever else V holds.
  const entryForm = form as unknown as ReturnType<typeof useForm<EntryFormValues>>;

  // SPEC §4: changing the name regenerates the key (only in a create: an edit locks both).
  useEffect(() => {
    if (isEdit) return;
    return entryForm.subscribe({
      name: 'name',
      exact: true,
      formState: { values: true },
      callback: ({ values }) =>
        entryForm.setValue('slug', slugify(values.name ?? ''), {
          shouldValidate: entryForm.formState.isSubmitted,
        }),
    });
  }, [entryForm, isEdit]);

  const showFailure = (error: unknown) => {
    if (!isApiError(error)) {
      fail(translateMessage('errors.internal', currentLanguage()));
      return;
    }
    // A stale version: show the row as it now is, so that the user reviews it and saves again.
    if (error.status === 409 && looksLikeEntry(error.current)) form.reset(toValues(error.current as E));
    for (const [field, messages] of Object.entries(error.fields)) {
      const path = fieldOf(field);
      if (path && messages[0]) form.setError(path, { type: 'server', message: messages[0] });
    }
    fail(error.detail);
  };

  const onValid = async (values: V) => {
    try {
      const response = isEdit
        ? await options.update(options.toUpdateBody(values))
        : await options.create(options.toCreateBody(values));
      succeed(response.successMessage ?? translateMessage('common.saved', currentLanguage()));
      form.reset(isEdit ? toValues(response.data) : toValues());
    } catch (error) {
      showFailure(error);
    }
  };

  /** SPEC §4: with no language selected, submitting selects the first one (whose text is then required). */
  const submit = failWhenRulesMissing((event?: BaseSyntheticEvent) => {
    editor.ensureOneLanguage();
    return form.handleSubmit(onValid)(event);
  }, fail);

  return { form, editor, isEdit, submit, isSubmitting: form.formState.isSubmitting };
}
