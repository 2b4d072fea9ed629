import { z } from 'zod';
import { CURRENCIES } from '../../constants.ts';

// The trust signals of one advertisement (issue 27): its health, its price against comparable ads, what its
// texts were flagged for, and the other ads that show the same photos.

/** The checks of an ad's health, in the order they are shown. */
export const HEALTH_CHECK_KEYS = [
  'required_fields',
  'photo_count',
  'photo_size',
  'photo_sharpness',
  'description_length',
  'description_language',
  'contact_details',
  'mileage_plausible',
  'price_band',
] as const;
export type HealthCheckKey = (typeof HEALTH_CHECK_KEYS)[number];

export const HEALTH_BANDS = ['green', 'amber', 'red'] as const;
export type HealthBand = (typeof HEALTH_BANDS)[number];

export const PRICE_BANDS = ['below', 'within', 'above', 'no_analysis'] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];

export const TEXT_FLAG_KEYS = ['contact_details', 'language_mismatch'] as const;
export type TextFlagKey = (typeof TEXT_FLAG_KEYS)[number];

/** The thresholds the signals are judged by; the minimum photo count is a setting (Settings › Listings). */
export const SIGNAL_RULES = {
  descriptionMin: 200,
  /** Fewer comparable ads than this and the price is not judged. */
  comparablesMin: 5,
  comparablesShown: 10,
  yearSpan: 2,
  /**
   * A price is far below its band under this share of the comparables' 10th percentile: a tenth of any market sits
   * below its own p10, so p10 alone would flag one honest ad in ten (the demo's 2,000 showed it).
   */
  farBelowShare: 0.75,
  /** A score from here up is green, from `amberFrom` amber, below it red. */
  greenFrom: 80,
  amberFrom: 50,
} as const;

export const healthCheckSchema = z.object({
  key: z.enum(HEALTH_CHECK_KEYS),
  passed: z.boolean(),
  /** What to do, in the reader's language. */
  message: z.string(),
});
export type HealthCheck = z.infer<typeof healthCheckSchema>;

export const healthSchema = z.object({
  score: z.number().int().min(0).max(100),
  band: z.enum(HEALTH_BANDS),
  checks: z.array(healthCheckSchema),
});
export type Health = z.infer<typeof healthSchema>;

export const priceSignalSchema = z.object({
  band: z.enum(PRICE_BANDS),
  /** Minor units of `currency`; null without an analysis. */
  p10: z.number().int().nullable(),
  median: z.number().int().nullable(),
  p90: z.number().int().nullable(),
  currency: z.enum(CURRENCIES),
  comparables: z.number().int().min(0),
  /** Up to ten short ids of published or sold comparable ads. */
  comparable_short_ids: z.array(z.string()),
});
export type PriceSignal = z.infer<typeof priceSignalSchema>;

export const textFlagSchema = z.object({
  key: z.enum(TEXT_FLAG_KEYS),
  /** Which text: `title.en`, `description.tr`. */
  field: z.string(),
  /** The words that were flagged, as written. */
  excerpt: z.string(),
});
export type TextFlag = z.infer<typeof textFlagSchema>;

/**
 * What sharing a photo means: another dealer's live ad is a possible theft; the same dealer's other live ad of the
 * same vehicle with near-identical text is a duplicate listing; anything else only shares a photo.
 */
export const DUPLICATE_KINDS = ['possible_theft', 'duplicate_listing', 'same_photo'] as const;
export type DuplicateKind = (typeof DUPLICATE_KINDS)[number];

/** Another ad showing the same photo, found by its perceptual hash. */
export const signalDuplicateSchema = z.object({
  kind: z.enum(DUPLICATE_KINDS),
  advertisement_id: z.string().uuid(),
  short_id: z.string(),
  dealer: z.string(),
  same_dealer: z.boolean(),
  distance: z.number().int().min(0),
  /** Which photo of this ad (its storage key) matched which of the other ad: what a reviewer compares. */
  matches: z.array(z.object({ key: z.string(), other_key: z.string() })),
});
export type SignalDuplicate = z.infer<typeof signalDuplicateSchema>;

/** GET /api/advertisements/{id}/signals (privileges and row scope as GET /api/advertisements/{id}). */
export const advertisementSignalsSchema = z.object({
  health: healthSchema,
  duplicates: z.array(signalDuplicateSchema),
  price: priceSignalSchema,
  text_flags: z.array(textFlagSchema),
});
export type AdvertisementSignals = z.infer<typeof advertisementSignalsSchema>;

/** The band of a health score. */
export const healthBandOf = (score: number): HealthBand =>
  score >= SIGNAL_RULES.greenFrom ? 'green' : score >= SIGNAL_RULES.amberFrom ? 'amber' : 'red';
