import { useEffect } from 'react';
import { defaultsOfRegion, type Location } from '@coachyard/contract';
import { useEntryForm } from '@/components/translation-editor';
import { markets } from '../api/resources';
import {
  locationFieldOf,
  toLocationCreateBody,
  toLocationUpdateBody,
  toLocationValues,
  type LocationFormValues,
} from './location-form-values';
import { LOCATIONS_DOMAIN } from '../result-domain';

const loadLocationRules = () => import('./location-form-rules').then((rules) => rules.validateLocationForm);

/**
 * The market form: the shared Translation form plus the market's fields. Choosing a region while creating
 * fills in that region's currency, distance unit and language order (SPEC §9); staff may change them after.
 */
export function useLocationForm(location?: Location) {
  const create = markets.useCreate({});
  const update = markets.useUpdate({}, location?.id ?? '');
  const state = useEntryForm({
    domain: LOCATIONS_DOMAIN,
    entry: location,
    toValues: toLocationValues,
    loadRules: loadLocationRules,
    fieldOf: locationFieldOf,
    toCreateBody: toLocationCreateBody,
    toUpdateBody: toLocationUpdateBody,
    create: create.mutateAsync,
    update: update.mutateAsync,
  });
  const { form, isEdit } = state;
  useEffect(() => {
    if (isEdit) return;
    return form.subscribe({
      name: 'region',
      exact: true,
      formState: { values: true },
      callback: ({ values }) => {
        if (!values.region) return;
        const defaults = defaultsOfRegion(values.region);
        form.setValue('currency', defaults.currency);
        form.setValue('distance_unit', defaults.distance_unit);
        form.setValue('language_order', defaults.language_order);
        form.setValue('default_language', defaults.default_language);
      },
    });
  }, [form, isEdit]);
  return state;
}
export type LocationFormState = ReturnType<typeof useLocationForm>;
export type { LocationFormValues };
