import { z } from 'zod';
import { CURRENCIES, LANGUAGES, REGIONS, SEATS_LAYOUTS } from '../../constants.ts';
import type { MessageKey } from '../../messages/index.ts';
import { hasContentInOneLanguage, translationsSchema } from '../translations.ts';
import { ADVERTISEMENT_LIMITS, advertisementYearMax } from '../advertisement-rules.ts';
import { versionField } from './version-field.ts';

// What creating, changing, deleting and restoring an ad sends; the form checks with the same schemas.

// ── Bodies ─────────────────────────────────────────────────────────────────────────────────────

/** Letters, digits and the separators dealer systems use; no spaces, at most 64. */
export const STOCK_NUMBER_PATTERN = /^$|^[\p{L}\p{N}][\p{L}\p{N}._/-]{0,63}$/u;

const requiredOr = (requiredKey: MessageKey, invalidKey: MessageKey) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? requiredKey : invalidKey;

const lookupId = (requiredKey: MessageKey = 'common.required') =>
  z
    .string({ error: requiredOr(requiredKey, 'advertisement.lookup_invalid') })
    .uuid('advertisement.lookup_invalid');
const optionalLookupId = () => lookupId().nullable().optional();
const lookupIds = () =>
  z
    .array(lookupId(), { error: 'common.invalid' })
    .max(ADVERTISEMENT_LIMITS.manyMax, 'common.too_long')
    .refine((ids) => new Set(ids).size === ids.length, 'advertisement.duplicate_value');

const wholeNumber = (requiredKey: MessageKey, invalidKey: MessageKey) =>
  z.number({ error: requiredOr(requiredKey, invalidKey) }).int(invalidKey);

/** Title per language: at least one language with text (missing → 'advertisement.title_required'). */
export const advertisementTitleInputSchema = z
  .strictObject(translationsSchema(ADVERTISEMENT_LIMITS.titleMax).shape, {
    error: requiredOr('advertisement.title_required', 'common.invalid'),
  })
  .refine((translations) => hasContentInOneLanguage(translations), {
    message: 'advertisement.title_required',
  });
export const advertisementDescriptionInputSchema = translationsSchema(ADVERTISEMENT_LIMITS.descriptionMax);

/**
 * The fields of an ad a client writes. Rules needing the database are the API's (answered as field errors):
 * each id names an item of its lookup table (`advertisement.lookup_invalid`), the model is related to the brand
 * (`advertisement.model_not_of_brand`), the vehicle type is allowed for the region
 * (`advertisement.vehicle_type_not_for_region`), region tags belong to `{region}-region-tags`
 * (`advertisement.region_tag_invalid`), the city is a child of the country (`advertisement.city_not_in_country`),
 * a mileage has its mileage type (`advertisement.mileage_type_required`), and `owner_id` names a DEALER the
 * caller manages (`advertisement.owner_invalid`).
 */
export const advertisementFieldsShape = {
  /** Staff only (required for them on create): the DEALER the ad belongs to. A DEALER's ads are its own. */
  owner_id: z
    .string({ error: requiredOr('advertisement.owner_required', 'advertisement.owner_invalid') })
    .uuid('advertisement.owner_invalid')
    .optional(),
  region: z.enum(REGIONS, { error: requiredOr('advertisement.region_required', 'common.invalid') }),
  /** Language of the ad and of its public URL; default defaultLanguageOfRegion(region). */
  lang: z.enum(LANGUAGES, { error: requiredOr('common.required', 'common.invalid') }).optional(),
  /** Default: the TEMSA item of `brands`. */
  brand_id: lookupId('advertisement.brand_required').optional(),
  model_id: lookupId('advertisement.model_required'),
  year: wholeNumber('advertisement.year_required', 'advertisement.year_invalid')
    .min(ADVERTISEMENT_LIMITS.yearMin, 'advertisement.year_invalid')
    .refine((year) => year <= advertisementYearMax(), 'advertisement.year_invalid'),
  vehicle_type_id: lookupId('advertisement.vehicle_type_required'),
  mileage: wholeNumber('common.required', 'advertisement.mileage_invalid')
    .min(0, 'advertisement.mileage_invalid')
    .max(ADVERTISEMENT_LIMITS.mileageMax, 'advertisement.mileage_invalid')
    .nullable()
    .optional(),
  mileage_type_id: optionalLookupId(),
  seats: wholeNumber('common.required', 'advertisement.seats_invalid')
    .min(ADVERTISEMENT_LIMITS.seatsMin, 'advertisement.seats_invalid')
    .max(ADVERTISEMENT_LIMITS.seatsMax, 'advertisement.seats_invalid')
    .nullable()
    .optional(),
  seats_layout: z.enum(SEATS_LAYOUTS, { error: 'advertisement.seats_layout_invalid' }).nullable().optional(),
  engine_brand_id: optionalLookupId(),
  gearbox_brand_id: optionalLookupId(),
  steering_wheel_id: optionalLookupId(),
  gvwr_type_id: optionalLookupId(),
  product_feature_ids: lookupIds().optional(),
  vehicle_tag_ids: lookupIds().optional(),
  region_tag_ids: lookupIds().optional(),
  price_minor: wholeNumber('advertisement.price_required', 'advertisement.price_invalid')
    .min(1, 'advertisement.price_invalid')
    .max(ADVERTISEMENT_LIMITS.priceMax, 'advertisement.price_invalid'),
  /** Default defaultCurrencyOfRegion(region). */
  currency: z.enum(CURRENCIES, { error: 'advertisement.currency_invalid' }).optional(),
  country_id: lookupId('advertisement.country_required'),
  city_id: lookupId('advertisement.city_required'),
  title: advertisementTitleInputSchema,
  description: advertisementDescriptionInputSchema.optional(),
  /** The dealer's own number for the vehicle (issue 28): unique among its ads, what its stock feed matches on. */
  stock_number: z
    .string()
    .trim()
    .regex(STOCK_NUMBER_PATTERN, 'advertisement.stock_number_invalid')
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value)),
};

/** POST /api/advertisements: a new ad is a `draft`. Also the form's schema (step `form`). */
export const advertisementCreateSchema = z.strictObject(advertisementFieldsShape);
export type AdvertisementCreate = z.input<typeof advertisementCreateSchema>;

/** PUT: the whole editable state; optional fields left out become empty. */
export const advertisementUpdateSchema = z.strictObject({ ...advertisementFieldsShape, ...versionField });
export type AdvertisementUpdate = z.input<typeof advertisementUpdateSchema>;

/** PATCH: any subset; the given fields replace the stored ones (translations objects as a whole). */
export const advertisementPatchSchema = advertisementUpdateSchema.partial().required({ version: true });
export type AdvertisementPatch = z.input<typeof advertisementPatchSchema>;

/** POST …/media/{mediaId}/cover and POST …/restore. */
export const advertisementVersionBodySchema = z.strictObject(versionField);
/** DELETE …/{id} and …/media/{mediaId}: the version in the query. */
export const advertisementVersionQuerySchema = z.object({
  version: z.coerce.number({ message: 'common.required' }).int('common.invalid').min(1, 'common.invalid'),
  lang: z.string().optional(),
});
