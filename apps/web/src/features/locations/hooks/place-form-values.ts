import { type LocationItem, type LocationItemCreate, type LocationItemUpdate } from '@coachyard/contract';
import {
  entryFormPathOf,
  selectedTranslations,
  toTranslationFields,
  type EntryFormValues,
} from '@/components/translation-editor';

export interface PlaceFormValues extends EntryFormValues {
  iso_code: string;
  lat: string;
  lng: string;
  /** The same place in the countries lookup table ('' for none). */
  place_id: string;
  is_active: boolean;
}

export const toPlaceValues = (place?: LocationItem): PlaceFormValues => ({
  name: place?.name ?? '',
  slug: place?.slug ?? '',
  version: place?.version ?? 0,
  ...toTranslationFields(place?.translations),
  iso_code: place?.iso_code ?? '',
  lat: place?.lat ?? '',
  lng: place?.lng ?? '',
  place_id: place?.place_id ?? '',
  is_active: place ? place.is_active === 1 : true,
});

const placeBody = (values: PlaceFormValues) => ({
  translations: selectedTranslations(values),
  iso_code: values.iso_code.trim() || null,
  lat: values.lat.trim() || null,
  lng: values.lng.trim() || null,
  place_id: values.place_id || null,
  is_active: values.is_active ? (1 as const) : (0 as const),
});

export const toPlaceCreateBody =
  (parentId: string | undefined) =>
  (values: PlaceFormValues): LocationItemCreate => ({
    name: values.name.trim(),
    slug: values.slug.trim(),
    parent_id: parentId ?? null,
    ...placeBody(values),
  });

export const toPlaceUpdateBody = (values: PlaceFormValues): LocationItemUpdate => ({
  ...placeBody(values),
  version: values.version,
});

export function placeFieldOf(field: string) {
  if (field === 'iso_code' || field === 'lat' || field === 'lng' || field === 'place_id') return field;
  return entryFormPathOf(field);
}
