import { z } from 'zod';
import { LEAD_CLOSE_REASONS, leadStatusSchema } from './workflow.ts';

// Reports: an inbox's figures over a period.

const reportDate = z.iso.date().optional();
export const leadReportQuerySchema = z.object({
  /** Received on or after this day (default: 12 weeks ago). */
  from: reportDate,
  /** Received on or before this day (default: today). */
  to: reportDate,
  lang: z.string().optional(),
});
export type LeadReportQuery = z.input<typeof leadReportQuerySchema>;

const reportCount = z.number().int();
/** An inbox's figures over a period, spam left out, within the caller's row scope. */
export const leadReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  total: reportCount,
  /** Monday of each week (UTC) and the leads received that week, weeks without leads included. */
  per_week: z.array(z.object({ week: z.string(), count: reportCount })),
  /** Query inbox only: the dealers with most leads (at most 10). */
  per_dealer: z.array(z.object({ id: z.uuid(), name: z.string(), count: reportCount })),
  /** Query inbox only: the advertisements asked about most (at most 10). */
  per_advertisement: z.array(
    z.object({ id: z.uuid(), short_id: z.string(), title_text: z.string(), count: reportCount }),
  ),
  response: z.object({
    target_hours: z.number(),
    answered: reportCount,
    /** Hours from arrival to the first personal reply; null without answered leads. */
    median_hours: z.number().nullable(),
    p90_hours: z.number().nullable(),
    answered_within_target: reportCount,
    /** answered_within_target among the leads whose countdown has ended (answered, or overdue). */
    share_within_target: z.number().nullable(),
  }),
  /** How many leads are in each status now. */
  per_status: z.array(z.object({ status: leadStatusSchema, count: reportCount })),
  /** Query inbox only: won and lost, with their reasons. */
  outcomes: z.object({
    won: reportCount,
    lost: reportCount,
    reasons: z.array(z.object({ reason: z.enum(LEAD_CLOSE_REASONS), count: reportCount })),
  }),
});
export type LeadReport = z.infer<typeof leadReportSchema>;
