import { advertisementDetailPageTranslations } from './advertisement-detail-page-translations.ts';
import { brands } from './brands.ts';
import { contentManagement } from './content-management.ts';
import { countries } from './countries-table.ts';
import { currency } from './currency.ts';
import { engineBrand } from './engine-brand.ts';
import { gearboxBrand } from './gearbox-brand.ts';
import { gvwrType } from './gvwr-type.ts';
import { languages } from './languages.ts';
import { locationTable } from './location-collection.ts';
import { mileageTypes } from './mileage-types.ts';
import { productFeatures } from './product-features.ts';
import { regionTagTables } from './region-tags.ts';
import { roles } from './roles.ts';
import { steeringWheel } from './steering-wheel.ts';
import { tagManagement } from './tag-management.ts';
import { vehicleModels } from './vehicle-models.ts';
import { vehicleTags } from './vehicle-tags.ts';
import { vehicleType } from './vehicle-type.ts';
import type { SeedLookupTable } from './types.ts';

export type { Names, SeedLookupTable, SeedItem } from './types.ts';

/**
 * Every lookup table the product knows (LOOKUP_TABLE_SLUGS) plus the `{region}-region-tags` ones, in the
 * order the lookup tables screen lists them: site content first, then the vehicle catalogue, then reference data.
 */
export const lookupTableSeeds: SeedLookupTable[] = [
  contentManagement,
  tagManagement,
  brands,
  vehicleModels,
  productFeatures,
  vehicleTags,
  ...regionTagTables,
  vehicleType,
  mileageTypes,
  gvwrType,
  currency,
  locationTable,
  steeringWheel,
  engineBrand,
  gearboxBrand,
  advertisementDetailPageTranslations,
  roles,
  languages,
  countries,
];
