import {
  DEFAULT_BRAND_SLUG,
  defaultCurrencyOfRegion,
  defaultLanguageOfRegion,
  type AdvertisementCreate,
  type AdvertisementPatch,
  type Currency,
  type Language,
  type Region,
  type Translations,
} from '@coachyard/contract';
import type { AdRow } from './present.ts';
import type { CatalogSnapshot } from './catalog.ts';

/** The editable state of an ad in the API's words: what a body writes and what the rules check. */
export interface AdState {
  owner_id: string;
  region: Region;
  lang: Language;
  brand_id: string;
  model_id: string;
  year: number;
  vehicle_type_id: string;
  mileage: number | null;
  mileage_type_id: string | null;
  seats: number | null;
  seats_layout: '2+1' | '2+2' | null;
  engine_brand_id: string | null;
  gearbox_brand_id: string | null;
  steering_wheel_id: string | null;
  gvwr_type_id: string | null;
  product_feature_ids: string[];
  vehicle_tag_ids: string[];
  region_tag_ids: string[];
  price_minor: number;
  currency: Currency;
  country_id: string;
  city_id: string;
  title: Translations;
  description: Translations;
  stock_number: string | null;
}

export const stateOfRow = (row: AdRow): AdState => ({
  owner_id: row.ownerId,
  region: row.region as Region,
  lang: row.lang as Language,
  brand_id: row.brandId,
  model_id: row.modelId,
  year: row.year,
  vehicle_type_id: row.vehicleTypeId,
  mileage: row.mileage,
  mileage_type_id: row.mileageTypeId,
  seats: row.seats,
  seats_layout: row.seatsLayout as AdState['seats_layout'],
  engine_brand_id: row.engineBrandId,
  gearbox_brand_id: row.gearboxBrandId,
  steering_wheel_id: row.steeringWheelId,
  gvwr_type_id: row.gvwrTypeId,
  product_feature_ids: row.productFeatureIds,
  vehicle_tag_ids: row.vehicleTagIds,
  region_tag_ids: row.regionTagIds,
  price_minor: row.priceMinor,
  currency: row.currency as Currency,
  country_id: row.countryId,
  city_id: row.cityId,
  title: row.title,
  description: row.description,
  stock_number: row.stockNumber,
});

/** The columns an AdState is stored in. */
export const columnsOfState = (state: AdState) => ({
  ownerId: state.owner_id,
  region: state.region,
  lang: state.lang,
  brandId: state.brand_id,
  modelId: state.model_id,
  year: state.year,
  vehicleTypeId: state.vehicle_type_id,
  mileage: state.mileage,
  mileageTypeId: state.mileage_type_id,
  seats: state.seats,
  seatsLayout: state.seats_layout,
  engineBrandId: state.engine_brand_id,
  gearboxBrandId: state.gearbox_brand_id,
  steeringWheelId: state.steering_wheel_id,
  gvwrTypeId: state.gvwr_type_id,
  productFeatureIds: state.product_feature_ids,
  vehicleTagIds: state.vehicle_tag_ids,
  regionTagIds: state.region_tag_ids,
  priceMinor: state.price_minor,
  currency: state.currency,
  countryId: state.country_id,
  cityId: state.city_id,
  title: state.title,
  description: state.description,
  stockNumber: state.stock_number,
});

type Body = Omit<AdvertisementPatch, 'version'>;

/**
 * A create or PUT body is the whole state: what it leaves out takes its default (TEMSA, the region's language
 * and currency, nothing for the optional fields). A PATCH body replaces only the fields it names.
 * The owner is decided beforehand (`ownerId`).
 */
export function nextState(
  before: AdState | null,
  body: Body,
  mode: 'whole' | 'patch',
  ownerId: string,
  catalog: CatalogSnapshot,
): AdState {
  if (mode === 'patch' && before) {
    const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    return { ...before, ...changes, owner_id: ownerId } as AdState;
  }
  const whole = body as AdvertisementCreate;
  const defaultBrand = catalog.bySlug('brands', DEFAULT_BRAND_SLUG)?.id ?? '';
  return {
    owner_id: ownerId,
    region: whole.region,
    lang: whole.lang ?? defaultLanguageOfRegion(whole.region),
    brand_id: whole.brand_id ?? defaultBrand,
    model_id: whole.model_id,
    year: whole.year,
    vehicle_type_id: whole.vehicle_type_id,
    mileage: whole.mileage ?? null,
    mileage_type_id: whole.mileage_type_id ?? null,
    seats: whole.seats ?? null,
    seats_layout: whole.seats_layout ?? null,
    engine_brand_id: whole.engine_brand_id ?? null,
    gearbox_brand_id: whole.gearbox_brand_id ?? null,
    steering_wheel_id: whole.steering_wheel_id ?? null,
    gvwr_type_id: whole.gvwr_type_id ?? null,
    product_feature_ids: whole.product_feature_ids ?? [],
    vehicle_tag_ids: whole.vehicle_tag_ids ?? [],
    region_tag_ids: whole.region_tag_ids ?? [],
    price_minor: whole.price_minor,
    currency: whole.currency ?? defaultCurrencyOfRegion(whole.region),
    country_id: whole.country_id,
    city_id: whole.city_id,
    title: whole.title,
    description: whole.description ?? {},
    stock_number: whole.stock_number ?? null,
  };
}

/** Every lookup id the state points at. */
export const lookupIdsOf = (state: AdState) =>
  [
    state.brand_id,
    state.model_id,
    state.vehicle_type_id,
    state.mileage_type_id,
    state.engine_brand_id,
    state.gearbox_brand_id,
    state.steering_wheel_id,
    state.gvwr_type_id,
    state.country_id,
    state.city_id,
    ...state.product_feature_ids,
    ...state.vehicle_tag_ids,
    ...state.region_tag_ids,
  ].filter((id): id is string => Boolean(id));
