import { z } from 'zod';
import { REGIONS } from '../../constants.ts';
import { listQuerySchema } from '../envelope.ts';
import { ADVERTISEMENT_STATUSES } from '../advertisement-rules.ts';
import { HEALTH_BANDS } from '../signals/answers.ts';

// The filters and sorts of the back-office list, its CSV export and the public list.

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
 * `health=green|amber|red` keeps the ads of one health band; `sort=-health_score` puts the healthiest first and
 * `sort=-review_rank` is the review queue's order (possible theft, price below band, flagged texts; then the
 * longest waiting). `sort=-views_30d` / `sort=-leads_30d` put the most viewed / most asked about of the last 30
 * days first (issue 29; the back office only).
 */
export const advertisementListQuerySchema = listQuerySchema.omit({ records: true }).extend({
  ...advertisementFilterShape,
  status: statusFilter.optional(),
  health: z.enum(HEALTH_BANDS, { message: 'common.invalid' }).optional(),
  owner: uuidFilter.optional(),
  /** The ads a stock feed (issue 28) last wrote: a feed's "See its ads". */
  feed_id: uuidFilter.optional(),
  cursor: z.string().max(500).optional(),
  deleted: z.enum(['0', '1'], { message: 'common.invalid' }).optional(),
});
export type AdvertisementListQuery = z.input<typeof advertisementListQuerySchema>;

/**
 * GET /api/public/advertisements: published ads only; `sort` from the same allowlist but for views_30d and
 * leads_30d (how an ad performs is its dealer's business), default `-updated_at`.
 */
export const publicAdvertisementListQuerySchema = listQuerySchema.omit({ records: true }).extend({
  ...advertisementFilterShape,
  cursor: z.string().max(500).optional(),
});
export type PublicAdvertisementListQuery = z.input<typeof publicAdvertisementListQuerySchema>;
