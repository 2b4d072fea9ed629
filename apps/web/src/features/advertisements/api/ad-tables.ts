import { DEFAULT_BRAND_SLUG, type LookupItem } from '@coachyard/contract';

/**
 * The lookup tables (by slug) the advertisement's fields choose from, named once: the form's hooks read them and
 * the form's early start (`start-ad-form.ts`) asks for every one of them before the form renders, so a table the
 * form starts reading is also one it asks for early.
 */
export const AD_TABLES = {
  currency: 'currency',
  brands: 'brands',
  vehicleTypes: 'vehicle-type',
  mileageTypes: 'mileage-types',
  engineBrands: 'engine-brand',
  gearboxBrands: 'gearbox-brand',
  steeringWheels: 'steering-wheel',
  gvwrTypes: 'gvwr-type',
  features: 'product-features',
  vehicleTags: 'vehicle-tags',
  countries: 'countries',
} as const;

/** The brand a new ad starts with (SPEC: TEMSA), among the `brands` table's items once they are there. */
export const defaultBrandOf = (brands: readonly LookupItem[]) =>
  brands.find((item) => item.slug === DEFAULT_BRAND_SLUG);
