import { z } from 'zod';
import { REGIONS } from '../../constants.ts';
import { listQuerySchema } from '../envelope.ts';
import {
  FEED_FORMATS,
  FEED_LIMITS,
  FEED_LOOKUP_FIELDS,
  FEED_SOURCE_KINDS,
  FEED_TARGET_FIELDS,
  type FeedSourceKind,
} from './constants.ts';

// A dealer's stock feed (issue 28): where its file comes from and how its columns become an ad's fields.

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

export const feedListQuerySchema = listQuerySchema.extend({
  owner_id: z.uuid().optional(),
  deleted: z.enum(['0', '1']).optional(),
});

export const feedDeleteQuerySchema = z.object({
  version: z.coerce.number({ message: 'common.required' }).int('common.invalid').min(1, 'common.invalid'),
  lang: z.string().optional(),
});
export const feedRestoreSchema = z.strictObject({ version });
