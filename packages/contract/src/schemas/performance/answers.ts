import { z } from 'zod';

/**
 * The longest window one answer covers, the one it covers when none is asked for, and the days the advertisements
 * list counts views and leads over (its "Views, 30 days" column).
 */
export const PERFORMANCE_RULES = {
  maxDays: 366,
  defaultDays: 30,
  listDays: 30,
  similarMin: 10,
  yearSpan: 3,
} as const;

const day = z.iso.date({ message: 'performance.date_invalid' });
const DAY_MILLISECONDS = 86_400_000;
/** Days from one date to another (YYYY-MM-DD), negative when the second comes first. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MILLISECONDS);
/** A window starts no later than it ends and spans at most `maxDays` days, both ends included. */
const isWindow = (from: string, to: string) => {
  const days = daysBetween(from, to);
  return days >= 0 && days < PERFORMANCE_RULES.maxDays;
};

/** A window's start and end (YYYY-MM-DD), checked together by `windowIsValid`. */
export const windowFields = { from: day.optional(), to: day.optional(), lang: z.string().optional() };
export const windowIsValid = (query: { from?: string; to?: string }) =>
  !query.from || !query.to || isWindow(query.from, query.to);
export const WINDOW_INVALID = { message: 'performance.range_invalid', path: ['from'] };

export const advertisementPerformanceQuerySchema = z
  .object(windowFields)
  .refine(windowIsValid, WINDOW_INVALID);
export type AdvertisementPerformanceQuery = z.infer<typeof advertisementPerformanceQuerySchema>;

const counts = {
  impressions: z.number().int(),
  views: z.number().int(),
  contact_clicks: z.number().int(),
  phone_reveals: z.number().int(),
  favorites: z.number().int(),
  leads: z.number().int(),
};
export const performanceCountsSchema = z.object(counts);
export type PerformanceCounts = z.infer<typeof performanceCountsSchema>;

/** An ad's place among similar ones on one measure: quartile 1 is the best quarter, 4 the weakest. */
const standingSchema = z.object({
  value: z.number().nullable(),
  quartile: z.number().int().min(1).max(4).nullable(),
});

export const advertisementPerformanceSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** One entry a day of the window, zeros included, so a chart draws every day. */
  series: z.array(z.object({ day: z.string(), ...counts })),
  totals: performanceCountsSchema,
  /** Shares of the step before; null where the step before counted nothing. */
  funnel: z.object({
    view_rate: z.number().nullable(),
    contact_rate: z.number().nullable(),
    lead_rate: z.number().nullable(),
  }),
  days_online: z.number().int(),
  /** Hours from a lead's arrival to its first answer, the median of the window's answered leads. */
  first_response_median_hours: z.number().nullable(),
  /**
   * Against published ads of the same model, year ± 3, in the same market, over the same window: `compared` of
   * them; below ten, `enough` is false and no quartile is given.
   */
  rating: z.object({
    compared: z.number().int(),
    enough: z.boolean(),
    views_per_day: standingSchema,
    leads_per_view: standingSchema,
  }),
});
export type AdvertisementPerformance = z.infer<typeof advertisementPerformanceSchema>;
