import { type Currency, type Location, type LookupItem, type Region } from '@coachyard/contract';
import { AD_TABLES } from '../api/ad-tables';
import { useBrandModels } from '../api/get-brand-models';
import { useLookupItems } from '../api/get-lookup-items';
import { useMarkets } from '../api/get-markets';

export interface Option {
  value: string;
  label: string;
}

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

/** The active market that names and prices each region (the first by name when several share one). */
const marketsByRegion = (markets: readonly Location[]) => {
  const byRegion = new Map<Region, Location>();
  for (const market of markets) if (!byRegion.has(market.region)) byRegion.set(market.region, market);
  return byRegion;
};

/**
 * What the locations say a new ad may be (SPEC §9, edited under /locations): the regions of the active
 * markets, their currencies, and per region the market's currency and the vehicle types it allows.
 */
export function useMarketRules(enabled = true) {
  const { markets } = useMarkets(enabled);
  const byRegion = marketsByRegion(markets);
  return {
    regions: [...byRegion.values()].map((market) => ({ value: market.region, label: market.text })),
    currencies: [...new Set(markets.map((market) => market.currency))],
    currencyOf: (region: Region): Currency | undefined => byRegion.get(region)?.currency,
    /** Every type some active market of the region allows (what the API accepts). */
    vehicleTypesOf: (region: Region): readonly string[] | undefined =>
      byRegion.has(region)
        ? [...new Set(markets.flatMap((market) => (market.region === region ? market.vehicle_types : [])))]
        : undefined,
  };
}
export type MarketRules = ReturnType<typeof useMarketRules>;

/**
 * Vehicle types the region's market allows (seeded: tr, gb, eu → city and intercity; us → coach). `enabled`
 * false asks nothing (a filter not shown yet).
 */
export function useVehicleTypeOptions(allowed: readonly string[] | undefined, enabled = true) {
  return useLookupOptions(
    enabled ? AD_TABLES.vehicleTypes : null,
    (item) => !allowed || allowed.includes(item.slug),
  ).options;
}

/** Countries of the region first (by the countries table's `region` attribute); all when none match. */
export function useCountryOptions(region: Region | null | undefined, enabled = true) {
  const { items } = useLookupItems(enabled ? AD_TABLES.countries : null);
  const ofRegion = region ? items.filter((item) => item.attributes.region === region) : items;
  return toOptions(ofRegion.length ? ofRegion : items);
}
