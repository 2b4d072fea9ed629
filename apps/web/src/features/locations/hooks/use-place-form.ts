import type { LocationItem } from '@coachyard/contract';
import { useEntryForm } from '@/components/translation-editor';
import { places } from '../api/resources';
import { placeFieldOf, toPlaceCreateBody, toPlaceUpdateBody, toPlaceValues } from './place-form-values';
import { LOCATIONS_DOMAIN } from '../result-domain';

const loadPlaceRules = () => import('./location-form-rules').then((rules) => rules.validatePlaceForm);

/** The place form: the shared Translation form plus ISO code and coordinates; a new place goes under `parentId`. */
export function usePlaceForm(locationId: string, parentId: string | undefined, place?: LocationItem) {
  const create = places.useCreate({ locationId });
  const update = places.useUpdate({ locationId }, place?.id ?? '');
  return useEntryForm({
    domain: LOCATIONS_DOMAIN,
    entry: place,
    toValues: toPlaceValues,
    loadRules: loadPlaceRules,
    fieldOf: placeFieldOf,
    toCreateBody: toPlaceCreateBody(parentId),
    toUpdateBody: toPlaceUpdateBody,
    create: create.mutateAsync,
    update: update.mutateAsync,
  });
}
export type PlaceFormState = ReturnType<typeof usePlaceForm>;
