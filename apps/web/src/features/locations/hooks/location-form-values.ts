import {
  defaultsOfRegion,
  type Currency,
  type DistanceUnit,
  type Language,
  type Location,
  type LookupFlag,
  type LocationCreate,
  type LocationUpdate,
  type Region,
} from '@coachyard/contract';
import {
  entryFormPathOf,
  selectedTranslations,
  toTranslationFields,
  type EntryFormValues,
} from '@/components/translation-editor';

export interface LocationFormValues extends EntryFormValues {
  region: Region | '';
  currency: Currency;
  distance_unit: DistanceUnit;
  default_language: Language;
  language_order: Language[];
  vehicle_types: string[];
  is_active: boolean;
  is_exposable: boolean;
}

/** A new market starts in the default region eu (SPEC §9) with that region's currency, unit and languages. */
export function toLocationValues(location?: Location): LocationFormValues {
  const defaults = defaultsOfRegion(location?.region ?? 'eu');
  return {
    name: location?.name ?? '',
    slug: location?.slug ?? '',
    version: location?.version ?? 0,
    ...toTranslationFields(location?.translations),
    region: location?.region ?? '',
    currency: location?.currency ?? defaults.currency,
    distance_unit: location?.distance_unit ?? defaults.distance_unit,
    default_language: location?.default_language ?? defaults.default_language,
    language_order: location?.language_order ?? defaults.language_order,
    vehicle_types: location?.vehicle_types ?? [],
    is_active: location ? location.is_active === 1 : true,
    is_exposable: location ? location.is_exposable === 1 : true,
  };
}

const flag = (value: boolean): LookupFlag => (value ? 1 : 0);
const marketBody = (values: LocationFormValues) => ({
  translations: selectedTranslations(values),
  region: values.region as Region,
  currency: values.currency,
  distance_unit: values.distance_unit,
  default_language: values.default_language,
  language_order: values.language_order,
  vehicle_types: values.vehicle_types,
  is_active: flag(values.is_active),
  is_exposable: flag(values.is_exposable),
});

export const toLocationCreateBody = (values: LocationFormValues): LocationCreate => ({
  name: values.name.trim(),
  slug: values.slug.trim(),
  ...marketBody(values),
});

export const toLocationUpdateBody = (values: LocationFormValues): LocationUpdate => ({
  ...marketBody(values),
  version: values.version,
});

const MARKET_FIELDS = ['region', 'currency', 'distance_unit', 'default_language', 'language_order'] as const;
type MarketField = (typeof MARKET_FIELDS)[number];

/** Where an API field error belongs: the entry's fields, the market's, and `vehicle_types.N` on the select. */
export function locationFieldOf(field: string) {
  if ((MARKET_FIELDS as readonly string[]).includes(field)) return field as MarketField;
  if (field.startsWith('vehicle_types')) return 'vehicle_types' as const;
  return entryFormPathOf(field);
}
