import { z } from 'zod';
import { performanceCountsSchema, WINDOW_INVALID, windowFields, windowIsValid } from './answers.ts';

/** `owner`: one dealer among those the caller sees (staff and representatives); without it, all of them. */
export const stockPerformanceQuerySchema = z
  .object({ ...windowFields, owner: z.uuid({ message: 'common.invalid' }).optional() })
  .refine(windowIsValid, WINDOW_INVALID);
export type StockPerformanceQuery = z.infer<typeof stockPerformanceQuerySchema>;

const adLineSchema = z.object({
  id: z.string(),
  short_id: z.string(),
  title_text: z.string(),
  views: z.number().int(),
  days_online: z.number().int(),
});

/** How a dealer's stock performs over a window (issue 29): what to act on first, and how fast leads are answered. */
export const stockPerformanceSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Published or sold ads in scope that were online in the window. */
  ads: z.number().int(),
  series: z.array(z.object({ day: z.string(), ...performanceCountsSchema.shape })),
  totals: performanceCountsSchema,
  /** The stock by its ads' quartile of views a day among similar ads (1 best); `unrated` below ten similar ads. */
  quartiles: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    unrated: z.number().int(),
  }),
  /** Seen often, asked about never: the price or the photos may hold them back. The ten most viewed. */
  viewed_without_leads: z.array(adLineSchema),
  /** Published and never opened in the window: visibility. `count` of them, the ten online longest. */
  unseen: z.object({ count: z.number().int(), items: z.array(adLineSchema) }),
  /** Leads about these ads not answered yet, the longest waiting first (ten). */
  waiting_leads: z.array(
    z.object({
      id: z.string(),
      receipt_id: z.string(),
      kind: z.string(),
      short_id: z.string().nullable(),
      received_at: z.string(),
      hours_waiting: z.number(),
    }),
  ),
  /** Median hours to a first answer: these ads' leads in the window, and the whole marketplace's. */
  first_response_median_hours: z.object({ yours: z.number().nullable(), marketplace: z.number().nullable() }),
});
export type StockPerformance = z.infer<typeof stockPerformanceSchema>;
