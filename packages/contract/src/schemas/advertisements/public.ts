import { z } from 'zod';
import { CURRENCIES, LANGUAGES, REGIONS, SEATS_LAYOUTS } from '../../constants.ts';
import { pageOf } from '../envelope.ts';

// A published ad as the public marketplace reads it.

// ── Public site ────────────────────────────────────────────────────────────────────────────────

export const publicAdvertisementMediaSchema = z.object({
  url: z.string(),
  thumbnail_url: z.string(),
  is_cover: z.boolean(),
});

/** A published ad as the marketplace shows it, texts in `?lang` (else the ad's language, else any). */
export const publicAdvertisementSchema = z.object({
  short_id: z.string(),
  lang: z.enum(LANGUAGES),
  region: z.enum(REGIONS),
  year: z.number().int(),
  brand: z.string(),
  model: z.string(),
  vehicle_type: z.string(),
  mileage: z.number().int().nullable(),
  mileage_type: z.string().nullable(),
  seats: z.number().int().nullable(),
  seats_layout: z.enum(SEATS_LAYOUTS).nullable(),
  engine_brand: z.string().nullable(),
  gearbox_brand: z.string().nullable(),
  steering_wheel: z.string().nullable(),
  gvwr_type: z.string().nullable(),
  product_features: z.array(z.string()),
  vehicle_tags: z.array(z.string()),
  region_tags: z.array(z.string()),
  price_minor: z.number().int(),
  currency: z.enum(CURRENCIES),
  price_formatted: z.string(),
  country: z.string(),
  city: z.string(),
  title: z.string(),
  description: z.string(),
  media: z.array(publicAdvertisementMediaSchema),
  cover: publicAdvertisementMediaSchema.nullable(),
  public_url: z.string(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type PublicAdvertisement = z.infer<typeof publicAdvertisementSchema>;
export const publicAdvertisementPageSchema = pageOf(publicAdvertisementSchema);
export type PublicAdvertisementPage = z.infer<typeof publicAdvertisementPageSchema>;
