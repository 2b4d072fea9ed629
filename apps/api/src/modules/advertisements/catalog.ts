import type { Language, LookupRef } from '@coachyard/contract';
import { entryText, type CatalogSnapshot } from '../lookup-tables/index.ts';

export { catalogOf, entryText, withEntries, type CatalogSnapshot } from '../lookup-tables/index.ts';

/** The lookup tables an advertisement points into. */
export const AD_LOOKUP_TABLES = {
  brand: 'brands',
  model: 'vehicle-models',
  vehicleType: 'vehicle-type',
  mileageType: 'mileage-types',
  gvwrType: 'gvwr-type',
  steeringWheel: 'steering-wheel',
  engineBrand: 'engine-brand',
  gearboxBrand: 'gearbox-brand',
  productFeatures: 'product-features',
  vehicleTags: 'vehicle-tags',
  countries: 'countries',
} as const;

/** `{ id, slug, text }` of a value; a value deleted since keeps its id with empty texts. */
export function refOf(snapshot: CatalogSnapshot, id: string, language: Language): LookupRef {
  const entry = snapshot.entry(id);
  return entry ? { id, slug: entry.slug, text: entryText(entry, language) } : { id, slug: '', text: '' };
}
export const optionalRefOf = (snapshot: CatalogSnapshot, id: string | null, language: Language) =>
  id ? refOf(snapshot, id, language) : null;
