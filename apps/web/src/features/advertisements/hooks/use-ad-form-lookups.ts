import { regionTagSlug, type Region } from '@coachyard/contract';
import { AD_TABLES } from '../api/ad-tables';
import { useLookupItems } from '../api/get-lookup-items';
import {
  useCountryOptions,
  useLookupOptions,
  useMarketRules,
  useModelOptions,
  useVehicleTypeOptions,
} from './use-ad-lookups';

/** The seats layout is a field of its own (2+1, 2+2), kept out of the features list. */
const SEATS_LAYOUT_SLUG = 'seats_layout';

/** Everything the advertisement form's selects need for the chosen region, brand and country. */
export function useAdFormLookups(region: Region, brandId: string | null, countryId: string | null) {
  const currencies = useLookupItems(AD_TABLES.currency).items;
  const markets = useMarketRules();
  return {
    markets,
    regions: markets.regions,
    brands: useLookupOptions(AD_TABLES.brands).options,
    models: useModelOptions(brandId),
    vehicleTypes: useVehicleTypeOptions(markets.vehicleTypesOf(region)),
    mileageTypes: useLookupOptions(AD_TABLES.mileageTypes).options,
    engineBrands: useLookupOptions(AD_TABLES.engineBrands).options,
    gearboxBrands: useLookupOptions(AD_TABLES.gearboxBrands).options,
    steeringWheels: useLookupOptions(AD_TABLES.steeringWheels).options,
    gvwrTypes: useLookupOptions(AD_TABLES.gvwrTypes).options,
    features: useLookupOptions(AD_TABLES.features, (item) => item.slug !== SEATS_LAYOUT_SLUG).options,
    vehicleTags: useLookupOptions(AD_TABLES.vehicleTags).options,
    regionTags: useLookupOptions(regionTagSlug(region)).options,
    countries: useCountryOptions(region),
    cities: useLookupOptions(countryId).options,
    // The currency table names each ISO code in the reader's language; the code is what is stored.
    currencies: markets.currencies.map((code) => ({
      value: code,
      label: currencies.find((item) => item.slug === code.toLowerCase())?.text ?? code,
    })),
    /** The `brands` items, to find the default brand by its slug. */
    brandItems: useLookupItems(AD_TABLES.brands).items,
  };
}
export type AdFormLookups = ReturnType<typeof useAdFormLookups>;
