import { z } from 'zod';
import { ADVERTISEMENT_LIMITS, ADVERTISEMENT_STATUSES } from '../advertisement-rules.ts';
import { versionField } from './version-field.ts';

// The review workflow: one ad's status change and the bulk change of many.

const reasonField = z
  .string({ error: 'common.invalid' })
  .trim()
  .max(ADVERTISEMENT_LIMITS.reasonMax, 'common.too_long')
  .optional();

/**
 * POST /api/advertisements/{id}/status. `reason` is required (≥ 2 characters) to reject. A submission its trust
 * signals refuse (a 400 naming each failing check) goes through only for an ADMIN who writes why in
 * `override_reason` (audited with the checks it overrode); an ADMIN giving one may submit any dealer's ad.
 */
export const advertisementStatusChangeSchema = z.strictObject({
  status: z.enum(ADVERTISEMENT_STATUSES, { error: 'advertisement.status_invalid' }),
  reason: reasonField,
  override_reason: reasonField,
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
