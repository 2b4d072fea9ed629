import {
  CURRENCIES,
  DISTANCE_UNITS,
  LIMITS,
  isValidCoordinate,
  isoCodeSchema,
  languageOrderSchema,
  type MessageKey,
} from '@coachyard/contract';
import { entryFormErrors } from '@/components/entry-rules';
import type { LocationFormValues } from './location-form-values';
import type { PlaceFormValues } from './place-form-values';

// Loaded when a market or place form first checks, with the contract's schemas and zod (issue 30).

/** The Translation form's rules, then the market's own, with the contract's messages. */
export function validateLocationForm(values: LocationFormValues) {
  const order = languageOrderSchema.safeParse(values.language_order);
  return entryFormErrors(values, {
    more: {
      region: values.region ? undefined : 'location.region_invalid',
      currency: (CURRENCIES as readonly string[]).includes(values.currency) ? undefined : 'common.invalid',
      distance_unit: (DISTANCE_UNITS as readonly string[]).includes(values.distance_unit)
        ? undefined
        : 'common.invalid',
      language_order: order.success ? undefined : (order.error.issues[0]?.message as MessageKey),
      default_language: values.language_order.includes(values.default_language)
        ? undefined
        : 'location.default_language_unlisted',
    },
  });
}

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
