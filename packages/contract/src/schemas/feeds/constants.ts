// A feed's constants and plain rules apart from its schemas: the feeds list takes them without zod (the screen's
// weight budget, issue 30).

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

/** `last_run_at`: when the newest run was started; feeds never run come last either way. */
export const FEED_SORT_FIELDS = ['name', 'created_at', 'updated_at', 'last_run_at'] as const;

export const FEED_RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type FeedRunStatus = (typeof FEED_RUN_STATUSES)[number];
export const isFeedRunFinished = (status: FeedRunStatus) =>
  status === 'succeeded' || status === 'failed' || status === 'cancelled';
