import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage, type ModelRelation } from '@coachyard/contract';
import { withChunkTimeout } from '@/app/lazy-page';
import { isApiError, type ApiResponse } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { useActionResult } from '@/components/use-action-result';
import type { ModelName } from './model-options';
import { attachIds, moveId, sameOrder } from './relation-order';

/** The result dialog's domain (SPEC §3 "actionResult per domain"). */
export const MODEL_RELATIONS_DOMAIN = 'model-relations';

export interface UseRelationFormOptions {
  relation: ModelRelation;
  /** Names of the models, for what a screen reader hears after each change. */
  names: ReadonlyMap<string, ModelName>;
  save: (body: { model_ids: string[]; version: number }) => Promise<ApiResponse<ModelRelation>>;
}

/**
 * The relation form's behaviour apart from its rendering: the ordered ids being edited, the version they
 * were read at, a spoken line after every attach, detach and move, and the save. A stale save (409) loads
 * what the other person saved, so that the user reviews it and saves again.
 */
export function useRelationForm({ relation, names, save }: UseRelationFormOptions) {
  const { t } = useTranslation();
  const { succeed, fail } = useActionResult(MODEL_RELATIONS_DOMAIN);
  const [saved, setSaved] = useState({ ids: relation.model_ids, version: relation.version });
  const [ids, setIds] = useState(relation.model_ids);
  const [announcement, setAnnouncement] = useState('');
  const [isSaving, setSaving] = useState(false);
  const nameOf = (id: string) => names.get(id)?.text ?? id;

  const load = (next: ModelRelation) => {
    setSaved({ ids: next.model_ids, version: next.version });
    setIds(next.model_ids);
  };

  const attach = (added: string[]) => {
    if (!added.length) return;
    setIds(attachIds(ids, added));
    setAnnouncement(t('modelRelations.attached', { names: added.map(nameOf).join(', ') }));
  };

  const detach = (id: string) => {
    setIds(ids.filter((other) => other !== id));
    setAnnouncement(t('modelRelations.detached', { name: nameOf(id) }));
  };

  const move = (from: number, to: number) => {
    const next = moveId(ids, from, to);
    if (sameOrder(next, ids)) return;
    setIds(next);
    const name = nameOf(ids[from]!);
    setAnnouncement(t('modelRelations.moved', { name, position: to + 1, total: ids.length }));
  };

  const showFailure = async (error: unknown) => {
    if (!isApiError(error)) {
      fail(translateMessage('errors.internal', currentLanguage()));
      return;
    }
    const current =
      error.status === 409
        ? (await withChunkTimeout(import('./relation-rules'))).savedRelationOf(error.current)
        : null;
    if (current) {
      load(current);
      fail(t('modelRelations.conflict'));
      return;
    }
    fail(error.fieldError('model_ids') ?? error.detail);
  };

  const submit = async () => {
    setSaving(true);
    try {
      const response = await save({ model_ids: ids, version: saved.version });
      load(response.data);
      succeed(response.successMessage ?? translateMessage('common.saved', currentLanguage()));
    } catch (error) {
      await showFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return {
    ids,
    /** Attached since the last save or load: marked as new on screen. */
    isNew: (id: string) => !saved.ids.includes(id),
    isDirty: !sameOrder(ids, saved.ids),
    announcement,
    attach,
    detach,
    move,
    submit,
    isSaving,
  };
}
export type RelationFormState = ReturnType<typeof useRelationForm>;
