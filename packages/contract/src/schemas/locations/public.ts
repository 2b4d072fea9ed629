import { z } from 'zod';
import { CURRENCIES, LANGUAGES, REGIONS } from '../../constants.ts';
import { DISTANCE_UNITS } from './constants.ts';

// The public site's read of a market and its places.

// ── Public site ────────────────────────────────────────────────────────────────────────────────

export interface PublicLocationItem {
  slug: string;
  text: string;
  /** The country_id or city_id to filter advertisements by, when the place has one. */
  place_id: string | null;
  iso_code: string | null;
  lat: string | null;
  lng: string | null;
  children: PublicLocationItem[];
}
export const publicLocationItemSchema: z.ZodType<PublicLocationItem> = z
  .lazy(() =>
    z.object({
      slug: z.string(),
      text: z.string(),
      place_id: z.string().nullable(),
      iso_code: z.string().nullable(),
      lat: z.string().nullable(),
      lng: z.string().nullable(),
      children: z.array(publicLocationItemSchema),
    }),
  )
  .meta({ id: 'PublicPlace', description: 'A place of a market with the places under it' });

export const publicLocationSchema = z.object({
  slug: z.string(),
  text: z.string(),
  region: z.enum(REGIONS),
  currency: z.enum(CURRENCIES),
  distance_unit: z.enum(DISTANCE_UNITS),
  default_language: z.enum(LANGUAGES),
  language_order: z.array(z.enum(LANGUAGES)),
  vehicle_types: z.array(z.string()),
  items: z.array(publicLocationItemSchema),
});
export type PublicLocation = z.infer<typeof publicLocationSchema>;
