import {
  CURRENCIES,
  regionTagSlug,
  vehicleTypesForRegion,
  type LookupItem,
  type Region,
} from '@coachyard/contract';
import { useBrandModels } from '../api/get-brand-models';
import { useLookupItems } from '../api/get-lookup-items';

export interface Option {
  value: string;
  label: string;
}

/** The seats layout is a field of its own (2+1, 2+2), kept out of the features list. */
const SEATS_LAYOUT_SLUG = 'seats_layout';

const toOptions = (items: LookupItem[]): Option[] =>
  items.map((item) => ({ value: item.id, label: item.text }));

/** Select options of one lookup table (by slug) or of an item's children, named in the reader's language. */
export function useLookupOptions(container: string | null | undefined, keep?: (item: LookupItem) => boolean) {
  const { items, isPending } = useLookupItems(container);
  return {
    options: toOptions(keep ? items.filter(keep) : items),
    items,
    isLoading: isPending && !!container,
  };
}

/** The models related to a brand (model relations), in their order. */
export function useModelOptions(brandId: string | null | undefined) {
  const { models } = useBrandModels(brandId);
  return models.map((model) => ({ value: model.id, label: model.text }));
}

/** Vehicle types allowed for the region (SPEC §9): tr, gb, eu → city and intercity; us → coach. */
export function useVehicleTypeOptions(region: Region | null | undefined) {
  const allowed = region ? vehicleTypesForRegion(region) : null;
  return useLookupOptions('vehicle-type', (item) => !allowed || allowed.includes(item.slug)).options;
}

/** Countries of the region first (by the countries table's `region` attribute); all when none match. */
export function useCountryOptions(region: Region | null | undefined) {
  const { items } = useLookupItems('countries');
  const ofRegion = region ? items.filter((item) => item.attributes.region === region) : items;
  return toOptions(ofRegion.length ? ofRegion : items);
}

/** Everything the advertisement form's selects need for the chosen region, brand and country. */
export function useAdFormLookups(region: Region, brandId: string | null, countryId: string | null) {
  const currencies = useLookupItems('currency').items;
  return {
    brands: useLookupOptions('brands').options,
    models: useModelOptions(brandId),
    vehicleTypes: useVehicleTypeOptions(region),
    mileageTypes: useLookupOptions('mileage-types').options,
    engineBrands: useLookupOptions('engine-brand').options,
    gearboxBrands: useLookupOptions('gearbox-brand').options,
    steeringWheels: useLookupOptions('steering-wheel').options,
    gvwrTypes: useLookupOptions('gvwr-type').options,
    features: useLookupOptions('product-features', (item) => item.slug !== SEATS_LAYOUT_SLUG).options,
    vehicleTags: useLookupOptions('vehicle-tags').options,
    regionTags: useLookupOptions(regionTagSlug(region)).options,
    countries: useCountryOptions(region),
    cities: useLookupOptions(countryId).options,
    // The currency table names each ISO code in the reader's language; the code is what is stored.
    currencies: CURRENCIES.map((code) => ({
      value: code,
      label: currencies.find((item) => item.slug === code.toLowerCase())?.text ?? code,
    })),
    /** The `brands` items, to find the default brand by its slug. */
    brandItems: useLookupItems('brands').items,
  };
}
export type AdFormLookups = ReturnType<typeof useAdFormLookups>;
