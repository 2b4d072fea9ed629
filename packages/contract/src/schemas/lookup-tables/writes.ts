import { z } from 'zod';
import { errorEnvelopeSchema } from '../envelope.ts';
import {
  lookupAttributesSchema,
  lookupFlagInputSchema,
  lookupNameSchema,
  lookupSlugSchema,
  lookupTranslationsInputSchema,
} from './fields.ts';
import { LOOKUP_LIMITS } from './constants.ts';

// What creating, changing, deleting and restoring a table or item sends, and the CSV import of items.

// ── Bodies ─────────────────────────────────────────────────────────────────────────────────────

const versionField = { version: z.number().int().min(1) };

/** POST /api/collections. `slug` absent → slugify(name). */
export const lookupTableCreateSchema = z.strictObject({
  name: lookupNameSchema,
  slug: lookupSlugSchema.optional(),
  translations: lookupTranslationsInputSchema,
  is_active: lookupFlagInputSchema.optional(),
  is_exposable: lookupFlagInputSchema.optional(),
  rich_text: lookupFlagInputSchema.optional(),
});
export type LookupTableCreate = z.input<typeof lookupTableCreateSchema>;

/** PUT: the whole editable state. `name`/`slug` may be sent back unchanged, never changed. */
export const lookupTableUpdateSchema = z.strictObject({
  name: lookupNameSchema.optional(),
  slug: lookupSlugSchema.optional(),
  translations: lookupTranslationsInputSchema,
  is_active: lookupFlagInputSchema,
  is_exposable: lookupFlagInputSchema,
  rich_text: lookupFlagInputSchema.optional(),
  ...versionField,
});
export type LookupTableUpdate = z.input<typeof lookupTableUpdateSchema>;

/** PATCH: any subset, e.g. `{ is_active: 0, version }` to toggle in place. */
export const lookupTablePatchSchema = lookupTableUpdateSchema.partial().required({ version: true });
export type LookupTablePatch = z.input<typeof lookupTablePatchSchema>;

export const lookupItemCreateSchema = z.strictObject({
  name: lookupNameSchema,
  slug: lookupSlugSchema.optional(),
  translations: lookupTranslationsInputSchema,
  is_active: lookupFlagInputSchema.optional(),
  is_exposable: lookupFlagInputSchema.optional(),
  attributes: lookupAttributesSchema.optional(),
  /** Place in its list; absent → after the last one. */
  position: z.number().int().min(0).max(1_000_000).optional(),
});
export type LookupItemCreate = z.input<typeof lookupItemCreateSchema>;

export const lookupItemUpdateSchema = z.strictObject({
  name: lookupNameSchema.optional(),
  slug: lookupSlugSchema.optional(),
  translations: lookupTranslationsInputSchema,
  is_active: lookupFlagInputSchema,
  is_exposable: lookupFlagInputSchema,
  attributes: lookupAttributesSchema.optional(),
  position: z.number().int().min(0).max(1_000_000).optional(),
  ...versionField,
});
export type LookupItemUpdate = z.input<typeof lookupItemUpdateSchema>;

export const lookupItemPatchSchema = lookupItemUpdateSchema.partial().required({ version: true });
export type LookupItemPatch = z.input<typeof lookupItemPatchSchema>;

/** DELETE takes the version in the query; restore in the body. */
export const lookupDeleteQuerySchema = z.object({
  version: z.coerce.number().int().min(1),
  lang: z.string().optional(),
});
export const lookupRestoreSchema = z.strictObject(versionField);

// ── CSV import ─────────────────────────────────────────────────────────────────────────────────

/** POST …/items/import: the CSV text in JSON (the API takes JSON only). Upsert by slug. */
export const lookupImportRequestSchema = z.strictObject({
  csv: z.string().min(1, 'csv.empty').max(LOOKUP_LIMITS.importCsvMax, 'common.too_long'),
});
export type LookupImportRequest = z.infer<typeof lookupImportRequestSchema>;

export const lookupImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type LookupImportResult = z.infer<typeof lookupImportResultSchema>;

/** One problem of one row: `line` is the line number in the file (the header is line 1). */
export const lookupImportIssueSchema = z.object({
  line: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type LookupImportIssue = z.infer<typeof lookupImportIssueSchema>;

/** The 400 of an import with bad rows: the usual error plus every problem in `error.rows`. */
export const lookupImportErrorEnvelopeSchema = errorEnvelopeSchema.extend({
  error: errorEnvelopeSchema.shape.error.extend({ rows: z.array(lookupImportIssueSchema).optional() }),
});
export type LookupImportErrorEnvelope = z.infer<typeof lookupImportErrorEnvelopeSchema>;
