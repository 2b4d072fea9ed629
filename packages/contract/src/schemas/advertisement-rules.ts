import {
  CURRENCY_BY_REGION,
  VEHICLE_TYPES_BY_LOCATION,
  type Language,
  type LocationKey,
  type Region,
  type Role,
} from '../constants.ts';
import type { AdvertisementCreate, AdvertisementMedia } from './advertisements/index.ts';

/**
 * The advertisement's rules that are plain values (issue 5): statuses and who moves them, the region's defaults,
 * short ids, limits, sort fields and the form state. Kept apart from the zod schemas of `advertisements.ts`, so a
 * screen that needs a status list or a limit does not load zod with them.
 */

// ── Constants ──────────────────────────────────────────────────────────────────────────────────

export const ADVERTISEMENT_STATUSES = [
  'draft',
  'pending_review',
  'published',
  'rejected',
  'sold',
  'archived',
] as const;
export type AdvertisementStatus = (typeof ADVERTISEMENT_STATUSES)[number];

/**
 * Who may make a move:
 *  - `owner`: the DEALER that owns the ad;
 *  - `reviewer`: an ADMIN, or the REPRESENTATIVE that manages the owner — and the role needs `advertisements:review`;
 *  - `owner_or_staff`: the owner, an ADMIN, or the owner's REPRESENTATIVE.
 * Any move not listed is refused: 400 with fields.status = ['advertisement.status_move_invalid'].
 * A listed move by someone it is not for is 403 'advertisement.status_not_yours'.
 */
export type TransitionActor = 'owner' | 'reviewer' | 'owner_or_staff';
export const ADVERTISEMENT_TRANSITIONS: Record<
  AdvertisementStatus,
  Partial<Record<AdvertisementStatus, TransitionActor>>
> = {
  draft: { pending_review: 'owner' },
  pending_review: { published: 'reviewer', rejected: 'reviewer' },
  published: { sold: 'owner_or_staff', archived: 'owner_or_staff' },
  rejected: { draft: 'owner' },
  sold: {},
  archived: {},
};

/** How the caller relates to an ad, for the transition rules. */
export interface TransitionContext {
  role: Role;
  /** The caller owns the ad. */
  isOwner: boolean;
  /** The role has `advertisements:review`. */
  canReview: boolean;
}

export const actorMayMove = (actor: TransitionActor, context: TransitionContext) => {
  const staff = context.role === 'ADMIN' || context.role === 'REPRESENTATIVE';
  if (actor === 'owner') return context.isOwner;
  if (actor === 'reviewer') return staff && context.canReview;
  return context.isOwner || staff;
};

/** The statuses the caller may move an ad to from `from` (the API answers them as `available_statuses`). */
export const availableStatusMoves = (
  from: AdvertisementStatus,
  context: TransitionContext,
): AdvertisementStatus[] =>
  (Object.entries(ADVERTISEMENT_TRANSITIONS[from]) as [AdvertisementStatus, TransitionActor][])
    .filter(([, actor]) => actorMayMove(actor, context))
    .map(([to]) => to);

/** The region's location key (SPEC §9): tr → tr, gb → uk, eu → europe, us → usa. */
export const LOCATION_KEY_BY_REGION: Record<Region, LocationKey> = {
  tr: 'tr',
  gb: 'uk',
  eu: 'europe',
  us: 'usa',
};
/** Slugs of the `vehicle-type` items a region's market starts with (the demo data); the markets decide after. */
export const vehicleTypesForRegion = (region: Region) =>
  VEHICLE_TYPES_BY_LOCATION[LOCATION_KEY_BY_REGION[region]];

/** Default language of a new ad in a region. */
export const defaultLanguageOfRegion = (region: Region): Language => (region === 'tr' ? 'tr' : 'en');
export const defaultCurrencyOfRegion = (region: Region) => CURRENCY_BY_REGION[region];

/** The brand a new ad starts with (SPEC §3), by the `brands` item slug. */
export const DEFAULT_BRAND_SLUG = 'temsa';

/** Short ids: 8 of these (no 0/O, 1/I/L look-alikes), upper case. */
export const SHORT_ID_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SHORT_ID_LENGTH = 8;
export const SHORT_ID_PATTERN = /^[A-HJKMNP-Z2-9]{8}$/;
export const isShortId = (value: string) => SHORT_ID_PATTERN.test(value.toUpperCase());

export const ADVERTISEMENT_LIMITS = {
  yearMin: 1950,
  /** Default of the server's ADS_MAX_PHOTOS. */
  photosMax: 30,
  mileageMax: 10_000_000,
  seatsMin: 1,
  seatsMax: 150,
  /** In minor units: 100 billion of any currency. */
  priceMax: 10_000_000_000_000,
  titleMax: 120,
  descriptionMax: 5_000,
  reasonMax: 1_000,
  manyMax: 100,
  bulkMax: 100,
} as const;
/** The newest model year accepted: next year (dealers list next year's models early). */
export const advertisementYearMax = (now: Date = new Date()) => now.getUTCFullYear() + 1;

/** Sort fields of the list (`sort=field` / `sort=-field`, default `-updated_at`); anything else is 400. */
export const ADVERTISEMENT_SORT_FIELDS = [
  'updated_at',
  'created_at',
  'price',
  'year',
  'short_id',
  'health_score',
  'review_rank',
  'views_30d',
  'leads_30d',
] as const;
export type AdvertisementSortField = (typeof ADVERTISEMENT_SORT_FIELDS)[number];
export const ADVERTISEMENT_DEFAULT_SORT = '-updated_at';

export const ADVERTISEMENT_CSV_COLUMNS = [
  'short_id',
  'status',
  'year',
  'brand',
  'model',
  'vehicle_type',
  'price',
  'currency',
  'price_minor',
  'region',
  'country',
  'city',
  'owner',
  'title',
  'created_at',
  'updated_at',
  'public_url',
  'health_score',
  'health_band',
  'price_band',
  'views_30d',
  'leads_30d',
] as const;

// ── Form state (SPEC §3 Advertisement form state) ─────────────────────────────────────────────

export const ADVERTISEMENT_FORM_STEPS = ['form', 'media', 'preview'] as const;
export type AdvertisementFormStep = (typeof ADVERTISEMENT_FORM_STEPS)[number];

export interface AdvertisementFormState {
  step: AdvertisementFormStep;
  data: Partial<AdvertisementCreate> & { media: AdvertisementMedia[] };
}
export const initialAdvertisementFormState = (): AdvertisementFormState => ({
  step: 'form',
  data: { media: [] },
});
/** Partial updates merge (SPEC §3). */
export const mergeAdvertisementForm = (
  state: AdvertisementFormState,
  patch: Partial<AdvertisementFormState['data']>,
): AdvertisementFormState => ({ ...state, data: { ...state.data, ...patch } });
/** A media item is removed by id (SPEC §3). */
export const removeAdvertisementMedia = (
  state: AdvertisementFormState,
  mediaId: string,
): AdvertisementFormState =>
  mergeAdvertisementForm(state, { media: state.data.media.filter((item) => item.id !== mediaId) });
