import {
  isoCodeSchema,
  isValidCoordinate,
  LIMITS,
  type LocationItem,
  type LocationItemCreate,
  type LocationItemUpdate,
  type MessageKey,
} from '@coachyard/contract';
import {
  entryFormErrors,
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

/** The user form's coordinate rules (SPEC §5), optional here but always as a pair. */
function coordinateMessage(text: string, other: string, limit: 90 | 180, missing: MessageKey) {
  const value = text.trim();
  if (!value) return other.trim() ? missing : undefined;
  if (value.length > LIMITS.coordinateMax) return 'user.coordinate_max';
  return isValidCoordinate(value, limit) ? undefined : 'user.coordinate_invalid';
}

export function validatePlaceForm(values: PlaceFormValues) {
  const iso = values.iso_code.trim();
  return entryFormErrors(values, {
    more: {
      iso_code: iso && !isoCodeSchema.safeParse(iso).success ? 'location.iso_invalid' : undefined,
      lat: coordinateMessage(values.lat, values.lng, 90, 'user.lat_required'),
      lng: coordinateMessage(values.lng, values.lat, 180, 'user.lng_required'),
    },
  });
}

export function placeFieldOf(field: string) {
  if (field === 'iso_code' || field === 'lat' || field === 'lng' || field === 'place_id') return field;
  return entryFormPathOf(field);
}
