import { z } from 'zod';
import { CURRENCIES, LANGUAGES } from '../../constants.ts';

const text = z.string().max(20_000);
const count = z.number().int().min(0).max(100_000_000).nullable().optional();

/**
 * POST /api/advertisements/signals/preview: the health of an ad as the form holds it, before it is saved (issue
 * 27). Nothing is written and nothing is required, so a half-typed form is judged as it stands; `id` names the ad
 * being edited, whose stored photos count (privilege: update; without `id`: create). Answers AdvertisementSignals.
 */
export const advertisementSignalsPreviewSchema = z.object({
  id: z.string().uuid('common.invalid').optional(),
  lang: z.enum(LANGUAGES, { message: 'common.invalid' }).optional(),
  model_id: z.string().uuid('common.invalid').nullable().optional(),
  year: count,
  mileage: count,
  seats: count,
  price_minor: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable().optional(),
  currency: z.enum(CURRENCIES, { message: 'common.invalid' }).optional(),
  title: z.partialRecord(z.enum(LANGUAGES), text).optional(),
  description: z.partialRecord(z.enum(LANGUAGES), text).optional(),
});
export type AdvertisementSignalsPreview = z.input<typeof advertisementSignalsPreviewSchema>;
