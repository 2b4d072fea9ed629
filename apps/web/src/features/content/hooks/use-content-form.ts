import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { translateMessage, type ContentItem, type Language } from '@coachyard/contract';
import { useActionResult } from '@/components/use-action-result';
import { ApiError, isApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { contentItems } from '../api/resources';
import { contentRoutes } from '../routes';
import {
  bodyOf,
  emptyContentValues,
  keepBoth,
  valuesOf,
  type ContentFormValues,
} from './content-form-values';
import { clearDraft, readDraft, useContentAutosave } from './use-content-autosave';

export const CONTENT_FORM_DOMAIN = 'content-form';

/**
 * The editor's state: the values, the version they were read at, whether they differ from what the server has,
 * the field errors of the last save, and a conflict (409) with the other editor's item to settle.
 */
export function useContentForm(item: ContentItem | undefined) {
  const navigate = useNavigate();
  const create = contentItems.useCreate({});
  const update = contentItems.useUpdate({}, item?.id ?? '');
  const { succeed, fail } = useActionResult(CONTENT_FORM_DOMAIN);
  const id = item?.id;
  const [base, setBase] = useState<ContentItem | undefined>(item);
  const [values, setValues] = useState<ContentFormValues>(
    () =>
      (item && readDraft(item.id, item.version)) ??
      (item
        ? valuesOf(item)
        : (readDraft(undefined, 0) ?? emptyContentValues(currentLanguage() as Language))),
  );
  const [dirty, setDirty] = useState(() =>
    Boolean(item ? readDraft(item.id, item.version) : readDraft(undefined, 0)),
  );
  const [error, setError] = useState<ApiError | null>(null);
  const [conflict, setConflict] = useState<ContentItem | null>(null);
  const version = base?.version ?? 0;
  const { keptAt } = useContentAutosave(id, version, values, dirty);

  const change = useCallback((next: ContentFormValues) => {
    setValues(next);
    setDirty(true);
  }, []);

  const submit = async (overVersion?: number) => {
    setError(null);
    try {
      const response = id
        ? await update.mutateAsync(bodyOf(values, overVersion ?? version))
        : await create.mutateAsync(bodyOf(values));
      clearDraft(id);
      setBase(response.data);
      setValues(valuesOf(response.data));
      setDirty(false);
      setConflict(null);
      succeed(response.successMessage ?? '');
      if (!id) void navigate(contentRoutes.edit(response.data.id), { replace: true });
    } catch (caught) {
      if (isApiError(caught) && caught.status === 409 && caught.current) {
        setConflict(caught.current as ContentItem);
        return;
      }
      if (isApiError(caught) && caught.status === 400) setError(caught);
      fail(isApiError(caught) ? caught.detail : translateMessage('errors.internal', currentLanguage()));
    }
  };

  /** The three ways out of a conflict: their text, mine over theirs, or both. */
  const settle = (choice: 'theirs' | 'mine' | 'both') => {
    if (!conflict) return;
    if (choice === 'mine') return void submit(conflict.version);
    setBase(conflict);
    setValues(choice === 'theirs' ? valuesOf(conflict) : keepBoth(valuesOf(conflict), values));
    setDirty(choice === 'both');
    setConflict(null);
  };

  const reload = (next: ContentItem) => {
    clearDraft(id);
    setBase(next);
    setValues(valuesOf(next));
    setDirty(false);
  };

  return {
    values,
    change,
    dirty,
    keptAt,
    base,
    errorOf: (field: string) => error?.fieldError(field),
    submit: () => submit(),
    isSaving: create.isPending || update.isPending,
    conflict,
    settle,
    reload,
  };
}
export type ContentForm = ReturnType<typeof useContentForm>;
