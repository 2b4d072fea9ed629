import { z } from 'zod';
import { pageOf } from '../envelope.ts';
import { ADVERTISEMENT_STATUSES } from '../advertisement-rules.ts';

// A row of the advertisements list and a page of them (issue 30): what the list screen and the command palette
// show, with names already in `?lang`; the whole ad comes from GET /api/advertisements/{id}.

/** GET /api/advertisements items. */
export const advertisementListItemSchema = z.object({
  id: z.string().uuid(),
  short_id: z.string(),
  status: z.enum(ADVERTISEMENT_STATUSES),
  /** The owner's name (a dealer's branch). */
  owner: z.string(),
  year: z.number().int(),
  /** The brand's and model's names in `?lang`. */
  brand: z.string(),
  model: z.string(),
  /** Where the vehicle stands, as the list shows it in `?lang`: "Valencia, Spain", "فالنسيا، إسبانيا". */
  place: z.string(),
  /** The title in `?lang`, else the ad's language, else any. */
  title_text: z.string(),
  /** formatPrice(price_minor, currency): SPEC §9 separators and symbol. */
  price_formatted: z.string(),
  /**
   * The cover's thumbnail: the rest of its URL after the page's `thumbnail_base` (said once a page, not in every
   * row: 36 bytes of 25 rows), or a whole URL where it lies elsewhere; `thumbnailUrlOf` joins them. The full photo
   * is in the ad's `cover`.
   */
  thumbnail: z.string().nullable(),
  /** For writes from the list (PATCH, bulk moves) without reading the ad first. */
  version: z.number().int(),
  updated_at: z.string(),
  /**
   * The stored health score (issue 27; its band is `healthBandOf(score)`, not sent again); null until the signals
   * of an ad migrated from before them are computed.
   */
  health_score: z.number().int().nullable(),
  /**
   * Views and leads of the last 30 UTC days, today included (issue 29): as the API last counted them from the
   * daily counts and the inboxes, within a minute of the events' roll-up.
   */
  views_30d: z.number().int(),
  leads_30d: z.number().int(),
});
export type AdvertisementListItem = z.infer<typeof advertisementListItemSchema>;

export const advertisementPageSchema = pageOf(advertisementListItemSchema, {
  /** Where the rows' thumbnails are, unless a row's is a whole URL (`thumbnailUrlOf`, format/thumbnail.ts). */
  thumbnail_base: z.string(),
});
export type AdvertisementPage = z.infer<typeof advertisementPageSchema>;
