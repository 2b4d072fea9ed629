import { z } from 'zod';
import { CURRENCIES, LANGUAGES, REGIONS, SEATS_LAYOUTS } from '../../constants.ts';
import { ADVERTISEMENT_STATUSES } from '../advertisement-rules.ts';
import { HEALTH_BANDS, PRICE_BANDS } from '../signals/answers.ts';

// An ad as the back office reads it: one ad; its list row and page are in list-row.ts.

// ── Answers ────────────────────────────────────────────────────────────────────────────────────

/** A lookup value an ad points at, translated for `?lang`. */
export const lookupRefSchema = z.object({ id: z.string().uuid(), slug: z.string(), text: z.string() });
export type LookupRef = z.infer<typeof lookupRefSchema>;

export const advertisementTranslationsSchema = z.partialRecord(z.enum(LANGUAGES), z.string());

export const advertisementMediaSchema = z.object({
  id: z.string().uuid(),
  key: z.string(),
  url: z.string(),
  thumbnail_url: z.string(),
  /** 0-based place in the gallery. */
  position: z.number().int(),
  /** Exactly one photo of an ad with photos is the cover. */
  is_cover: z.boolean(),
});
export type AdvertisementMedia = z.infer<typeof advertisementMediaSchema>;

export const advertisementOwnerSchema = z.object({
  id: z.string().uuid(),
  /** A dealer's branch name (first_name). */
  name: z.string(),
});

/**
 * An ad's named summary: the first fields of one ad, and the row of the CSV export. A list row is leaner
 * (`advertisementListItemSchema`, list-row.ts).
 */
export const advertisementSummarySchema = z.object({
  id: z.string().uuid(),
  short_id: z.string(),
  status: z.enum(ADVERTISEMENT_STATUSES),
  owner: advertisementOwnerSchema,
  lang: z.enum(LANGUAGES),
  region: z.enum(REGIONS),
  year: z.number().int(),
  brand: lookupRefSchema,
  model: lookupRefSchema,
  vehicle_type: lookupRefSchema,
  price_minor: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** formatPrice(price_minor, currency): SPEC §9 separators and symbol. */
  price_formatted: z.string(),
  country: lookupRefSchema,
  city: lookupRefSchema,
  /** The title in `?lang`, else the ad's language, else any. */
  title_text: z.string(),
  cover: advertisementMediaSchema.nullable(),
  photo_count: z.number().int(),
  public_url: z.string(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
  /** The stored trust signals (issue 27); null until the ad's first write or the backfill computed them. */
  health_score: z.number().int().nullable(),
  health_band: z.enum(HEALTH_BANDS).nullable(),
  price_band: z.enum(PRICE_BANDS).nullable(),
});
export type AdvertisementSummary = z.infer<typeof advertisementSummarySchema>;

/** One ad (GET/POST/PUT/PATCH answers; `error.current` of a 409). */
export const advertisementSchema = advertisementSummarySchema.extend({
  owner_id: z.string().uuid(),
  rejection_reason: z.string().nullable(),
  /** Moves the caller may make now (ADVERTISEMENT_TRANSITIONS for this caller). */
  available_statuses: z.array(z.enum(ADVERTISEMENT_STATUSES)),
  brand_id: z.string().uuid(),
  model_id: z.string().uuid(),
  vehicle_type_id: z.string().uuid(),
  mileage: z.number().int().nullable(),
  mileage_type_id: z.string().uuid().nullable(),
  mileage_type: lookupRefSchema.nullable(),
  seats: z.number().int().nullable(),
  seats_layout: z.enum(SEATS_LAYOUTS).nullable(),
  stock_number: z.string().nullable(),
  engine_brand_id: z.string().uuid().nullable(),
  engine_brand: lookupRefSchema.nullable(),
  gearbox_brand_id: z.string().uuid().nullable(),
  gearbox_brand: lookupRefSchema.nullable(),
  steering_wheel_id: z.string().uuid().nullable(),
  steering_wheel: lookupRefSchema.nullable(),
  gvwr_type_id: z.string().uuid().nullable(),
  gvwr_type: lookupRefSchema.nullable(),
  product_feature_ids: z.array(z.string().uuid()),
  product_features: z.array(lookupRefSchema),
  vehicle_tag_ids: z.array(z.string().uuid()),
  vehicle_tags: z.array(lookupRefSchema),
  region_tag_ids: z.array(z.string().uuid()),
  region_tags: z.array(lookupRefSchema),
  country_id: z.string().uuid(),
  city_id: z.string().uuid(),
  title: advertisementTranslationsSchema,
  description: advertisementTranslationsSchema,
  description_text: z.string(),
  /** Ordered by position; the cover is also `cover`. */
  media: z.array(advertisementMediaSchema),
  published_at: z.string().nullable(),
});
export type Advertisement = z.infer<typeof advertisementSchema>;
