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
