import { z } from 'zod';
import { CURRENCIES, LANGUAGES, REGIONS, SEATS_LAYOUTS } from '../constants.ts';
import type { MessageKey } from '../messages/index.ts';
import { listQuerySchema, pageOf } from './envelope.ts';
import { hasContentInOneLanguage, translationsSchema } from './translations.ts';
import { ADVERTISEMENT_LIMITS, ADVERTISEMENT_STATUSES, advertisementYearMax } from './advertisement-rules.ts';

/**
 * Advertisements (issue 5; SPEC §3 Advertisement and Advertisement form state, §9). Namespace `advertisements`.
 *
 * HTTP (row scope everywhere: a DEALER its own ads, a REPRESENTATIVE the ads of the dealers it manages, an
 * ADMIN all; an ad outside the caller's scope answers 404 exactly like a missing one):
 *   GET    /api/advertisements                  AdvertisementListQuery → AdvertisementPage (list)
 *   GET    /api/advertisements/export.csv       same filters and sort → text/csv (UTF-8 BOM), ADVERTISEMENT_CSV_COLUMNS
 *   POST   /api/advertisements/bulk-status      AdvertisementBulkStatus → AdvertisementBulkResult (update)
 *   POST   /api/advertisements                  AdvertisementCreate → Advertisement (201, create)
 *   GET    /api/advertisements/{id}             → Advertisement (read)
 *   PUT    /api/advertisements/{id}             AdvertisementUpdate → Advertisement (update)
 *   PATCH  /api/advertisements/{id}             AdvertisementPatch → Advertisement (update; given fields replace, others stay)
 *   DELETE /api/advertisements/{id}?version=N   → Advertisement (delete; soft)
 *   POST   /api/advertisements/{id}/restore     { version } → Advertisement (ADMIN)
 *   POST   /api/advertisements/{id}/status      AdvertisementStatusChange → Advertisement (see ADVERTISEMENT_TRANSITIONS)
 *   POST   /api/advertisements/{id}/media       AdvertisementMediaAdd → Advertisement (update; key from /api/uploads/signature, namespace advertisements)
 *   PUT    /api/advertisements/{id}/media/order AdvertisementMediaOrder → Advertisement (update)
 *   POST   /api/advertisements/{id}/media/{mediaId}/cover  { version } → Advertisement (update)
 *   DELETE /api/advertisements/{id}/media/{mediaId}?version=N → Advertisement (update)
 *   GET    /api/public/advertisements           (no token) PublicAdvertisementListQuery → PublicAdvertisementPage
 *   GET    /api/public/advertisements/{short_id} (no token) → PublicAdvertisement (published only, else 404)
 *
 * Every write sends the `version` it read: media operations change the ad's version too. A stale version is 409
 * with the current Advertisement in `error.current`. Names of lookups come back translated for `?lang`.
 */

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

/** What a list row needs (GET /api/advertisements items). */
export const advertisementListItemSchema = z.object({
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
});
export type AdvertisementListItem = z.infer<typeof advertisementListItemSchema>;

/** One ad (GET/POST/PUT/PATCH answers; `error.current` of a 409). */
export const advertisementSchema = advertisementListItemSchema.extend({
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

export const advertisementPageSchema = pageOf(advertisementListItemSchema);
export type AdvertisementPage = z.infer<typeof advertisementPageSchema>;

// ── Queries ────────────────────────────────────────────────────────────────────────────────────

const uuidFilter = z.string().uuid('common.invalid');
const intFilter = z.coerce.number({ message: 'common.invalid' }).int('common.invalid');
/** `status=draft` or several: `status=draft,pending_review`. */
const statusFilter = z
  .string()
  .max(200)
  .transform((value) =>
    value
      .split(',')
      .map((status) => status.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(ADVERTISEMENT_STATUSES, { message: 'common.invalid' })).min(1, 'common.invalid'));

/** Filters shared by the back-office list, the CSV export and (minus status/owner) the public list. */
export const advertisementFilterShape = {
  brand: uuidFilter.optional(),
  model: uuidFilter.optional(),
  year_min: intFilter.optional(),
  year_max: intFilter.optional(),
  /** Minor units, compared as stored whatever the currency: combine with `region` for one currency. */
  price_min: intFilter.optional(),
  price_max: intFilter.optional(),
  region: z.enum(REGIONS, { message: 'common.invalid' }).optional(),
  country: uuidFilter.optional(),
  city: uuidFilter.optional(),
  vehicle_type: uuidFilter.optional(),
};

/**
 * GET /api/advertisements. `q` searches the short id, brand and model names and the title and description
 * in every language. Pagination: `page` + `per_page` (with `total`), or `cursor` = a
 * `next_cursor`/`prev_cursor` of a previous answer (same filters and sort) to walk on at page-1 speed; the answer
 * then carries the page number the cursor stands for. `deleted=1` lists soft-deleted ads (ADMIN only).
 */
export const advertisementListQuerySchema = listQuerySchema.omit({ records: true }).extend({
  ...advertisementFilterShape,
  status: statusFilter.optional(),
  owner: uuidFilter.optional(),
  cursor: z.string().max(500).optional(),
  deleted: z.enum(['0', '1'], { message: 'common.invalid' }).optional(),
});
export type AdvertisementListQuery = z.input<typeof advertisementListQuerySchema>;

/** GET /api/public/advertisements: published ads only; `sort` from the same allowlist, default `-updated_at`. */
export const publicAdvertisementListQuerySchema = listQuerySchema.omit({ records: true }).extend({
  ...advertisementFilterShape,
  cursor: z.string().max(500).optional(),
});
export type PublicAdvertisementListQuery = z.input<typeof publicAdvertisementListQuerySchema>;

// ── Bodies ─────────────────────────────────────────────────────────────────────────────────────

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
};

const versionField = {
  version: z.number({ error: 'common.required' }).int('common.invalid').min(1, 'common.invalid'),
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

const reasonField = z
  .string({ error: 'common.invalid' })
  .trim()
  .max(ADVERTISEMENT_LIMITS.reasonMax, 'common.too_long')
  .optional();

/** POST /api/advertisements/{id}/status. `reason` is required (≥ 2 characters) to reject. */
export const advertisementStatusChangeSchema = z.strictObject({
  status: z.enum(ADVERTISEMENT_STATUSES, { error: 'advertisement.status_invalid' }),
  reason: reasonField,
  ...versionField,
});
export type AdvertisementStatusChange = z.input<typeof advertisementStatusChangeSchema>;

/** POST /api/advertisements/bulk-status: each id is moved on its own (no version: the latest one is used). */
export const advertisementBulkStatusSchema = z.strictObject({
  ids: z
    .array(z.string().uuid('common.invalid'), { error: 'common.required' })
    .min(1, 'common.required')
    .max(ADVERTISEMENT_LIMITS.bulkMax, 'common.too_long'),
  status: z.enum(ADVERTISEMENT_STATUSES, { error: 'advertisement.status_invalid' }),
  reason: reasonField,
});
export type AdvertisementBulkStatus = z.input<typeof advertisementBulkStatusSchema>;

export const advertisementBulkResultItemSchema = z.object({
  id: z.string().uuid(),
  ok: z.boolean(),
  /** On success: the new status and version. */
  status: z.enum(ADVERTISEMENT_STATUSES).optional(),
  version: z.number().int().optional(),
  /** On refusal: what a single status call would have answered (NOT_FOUND, FORBIDDEN, BAD_REQUEST…). */
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
export const advertisementBulkResultSchema = z.object({
  results: z.array(advertisementBulkResultItemSchema),
  succeeded: z.number().int(),
  failed: z.number().int(),
});
export type AdvertisementBulkResult = z.infer<typeof advertisementBulkResultSchema>;

/** POST …/media: attach an uploaded image (namespace `advertisements`); the first photo becomes the cover. */
export const advertisementMediaAddSchema = z.strictObject({
  key: z.string({ error: 'common.required' }).min(1, 'common.required').max(300, 'common.too_long'),
  ...versionField,
});
export type AdvertisementMediaAdd = z.input<typeof advertisementMediaAddSchema>;

/** PUT …/media/order: every media id of the ad, each once, in the new order. */
export const advertisementMediaOrderSchema = z.strictObject({
  ids: z.array(z.string().uuid('common.invalid'), { error: 'common.required' }).max(200, 'common.too_long'),
  ...versionField,
});
export type AdvertisementMediaOrder = z.input<typeof advertisementMediaOrderSchema>;

/** POST …/media/{mediaId}/cover and POST …/restore. */
export const advertisementVersionBodySchema = z.strictObject(versionField);
/** DELETE …/{id} and …/media/{mediaId}: the version in the query. */
export const advertisementVersionQuerySchema = z.object({
  version: z.coerce.number({ message: 'common.required' }).int('common.invalid').min(1, 'common.invalid'),
  lang: z.string().optional(),
});

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
