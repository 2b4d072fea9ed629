import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelRelation } from '@coachyard/contract';
import { useLookupOptions } from '../api/get-lookup-options';
import { BRANDS_SLUG, MODELS_SLUG } from '../api/query-keys';
import { useUpdateModelRelation } from '../api/update-model-relation';
import { attachOptions, modelNames } from './model-options';
import { useRelationForm } from './use-relation-form';

/** Everything the relation form shows and does for one brand: its models, the picker's options, the save. */
export function useRelationEditor(relation: ModelRelation) {
  const { t } = useTranslation();
  const models = useLookupOptions(MODELS_SLUG);
  const brands = useLookupOptions(BRANDS_SLUG);
  const update = useUpdateModelRelation(relation.brand.id);
  const names = useMemo(() => modelNames(relation, models.data ?? []), [relation, models.data]);
  const form = useRelationForm({ relation, names, save: update.mutateAsync });
  const otherLabel = t('modelRelations.otherBrand');
  const options = useMemo(
    () => attachOptions(models.data ?? [], brands.data ?? [], form.ids, relation.brand, otherLabel),
    [models.data, brands.data, form.ids, relation.brand, otherLabel],
  );
  return { form, names, options, optionsLoading: models.isPending, optionsError: models.error };
}
export type RelationEditor = ReturnType<typeof useRelationEditor>;
