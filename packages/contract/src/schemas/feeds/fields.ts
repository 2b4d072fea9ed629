import { z } from 'zod';
import { REGIONS } from '../../constants.ts';
import { listQuerySchema } from '../envelope.ts';

// A dealer's stock feed (issue 28): where its file comes from and how its columns become an ad's fields.

export const FEED_FORMATS = ['csv', 'xml', 'json'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];
export const FEED_SOURCE_KINDS = ['upload', 'url'] as const;
export type FeedSourceKind = (typeof FEED_SOURCE_KINDS)[number];

/**
 * The advertisement fields a feed column can fill. `brand`, `model`, `vehicle_type`, `country` and `city` name
 * lookup values (found by the value mappings or by their name, never guessed); `price` is in major units;
 * `photos` holds the photo URLs (separated by `|`, `,` or spaces in one column, or repeated XML elements).
 */
export const FEED_TARGET_FIELDS = [
  'stock_number',
  'brand',
  'model',
  'vehicle_type',
  'year',
  'price',
  'currency',
  'mileage',
  'seats',
  'country',
  'city',
  'title',
  'description',
  'photos',
] as const;
export type FeedTargetField = (typeof FEED_TARGET_FIELDS)[number];
export const FEED_LOOKUP_FIELDS = ['brand', 'model', 'vehicle_type', 'country', 'city'] as const;
export type FeedLookupField = (typeof FEED_LOOKUP_FIELDS)[number];
/** Without these a row cannot become an ad: the mapping must name a column for each. */
export const FEED_REQUIRED_FIELDS = [
  'stock_number',
  'brand',
  'model',
  'vehicle_type',
  'year',
  'price',
  'country',
  'city',
  'title',
] as const satisfies readonly FeedTargetField[];

export const FEED_LIMITS = {
  nameMax: 120,
  columnMax: 200,
  valueMax: 300,
  valuesPerField: 2000,
  intervalHoursMin: 1,
  intervalHoursMax: 24 * 7,
  urlMax: 2000,
  previewRows: 10,
  errorsKept: 200,
} as const;

const column = z.string().trim().min(1, 'common.required').max(FEED_LIMITS.columnMax, 'common.too_long');
/** Advertisement field → the feed's column (CSV header, JSON key, child element of `<vehicle>`). */
export const feedFieldMappingSchema = z.partialRecord(z.enum(FEED_TARGET_FIELDS), column);
export type FeedFieldMapping = z.infer<typeof feedFieldMappingSchema>;
/** Lookup field → the feed's value as written → the lookup item it means. */
export const feedValueMappingsSchema = z.partialRecord(
  z.enum(FEED_LOOKUP_FIELDS),
  z
    .record(z.string().max(FEED_LIMITS.valueMax, 'common.too_long'), z.uuid('advertisement.lookup_invalid'))
    .refine((values) => Object.keys(values).length <= FEED_LIMITS.valuesPerField, 'common.too_long'),
);
export type FeedValueMappings = z.infer<typeof feedValueMappingsSchema>;

/** Only http(s) addresses: anything else is refused before it is stored, let alone fetched. */
export const feedUrlSchema = z
  .string()
  .trim()
  .max(FEED_LIMITS.urlMax, 'common.too_long')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'feed.url_invalid');

export const feedSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  owner_id: z.string(),
  owner_name: z.string().nullable(),
  name: z.string(),
  format: z.enum(FEED_FORMATS),
  source_kind: z.enum(FEED_SOURCE_KINDS),
  url: z.string().nullable(),
  interval_hours: z.number().int(),
  file_key: z.string().nullable(),
  region: z.enum(REGIONS),
  field_mapping: feedFieldMappingSchema,
  value_mappings: feedValueMappingsSchema,
  full_sync: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
});
export type Feed = z.infer<typeof feedSchema>;

const feedFieldsShape = {
  /** Staff name the dealer; a dealer's feeds are its own. */
  owner_id: z.uuid('advertisement.owner_invalid').optional(),
  name: z
    .string({ error: 'feed.name_required' })
    .trim()
    .min(1, 'feed.name_required')
    .max(FEED_LIMITS.nameMax, 'common.too_long'),
  format: z.enum(FEED_FORMATS, { error: 'feed.format_invalid' }),
  source_kind: z.enum(FEED_SOURCE_KINDS, { error: 'feed.source_invalid' }),
  url: feedUrlSchema.nullable().optional(),
  interval_hours: z
    .number()
    .int('common.invalid')
    .min(FEED_LIMITS.intervalHoursMin, 'feed.interval_invalid')
    .max(FEED_LIMITS.intervalHoursMax, 'feed.interval_invalid')
    .optional(),
  /** The key of a file uploaded for this feed (`/api/uploads/signature`, namespace `feed`). */
  file_key: z.string().max(300, 'common.too_long').nullable().optional(),
  region: z.enum(REGIONS, { error: 'advertisement.region_required' }),
  field_mapping: feedFieldMappingSchema.optional(),
  value_mappings: feedValueMappingsSchema.optional(),
  full_sync: z.boolean().optional(),
};
const version = z.number({ error: 'common.required' }).int('common.invalid').min(1, 'common.invalid');

/** A URL feed needs its URL. */
const urlWhenPulled = (body: { source_kind?: FeedSourceKind; url?: string | null }) =>
  body.source_kind !== 'url' || Boolean(body.url);
const urlRule = { message: 'feed.url_required', path: ['url'] };

export const feedCreateSchema = z.strictObject(feedFieldsShape).refine(urlWhenPulled, urlRule);
export type FeedCreate = z.input<typeof feedCreateSchema>;
export const feedUpdateSchema = z
  .strictObject({ ...feedFieldsShape, version })
  .refine(urlWhenPulled, urlRule);
export const feedPatchSchema = z.strictObject(feedFieldsShape).partial().extend({ version });
export type FeedPatch = z.input<typeof feedPatchSchema>;

/** `last_run_at`: when the newest run was started; feeds never run come last either way. */
export const FEED_SORT_FIELDS = ['name', 'created_at', 'updated_at', 'last_run_at'] as const;
export const feedListQuerySchema = listQuerySchema.extend({
  owner_id: z.uuid().optional(),
  deleted: z.enum(['0', '1']).optional(),
});

export const feedDeleteQuerySchema = z.object({
  version: z.coerce.number({ message: 'common.required' }).int('common.invalid').min(1, 'common.invalid'),
  lang: z.string().optional(),
});
export const feedRestoreSchema = z.strictObject({ version });
