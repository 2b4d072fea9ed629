import { z } from 'zod';
import { pageOf } from '../envelope.ts';
import { FEED_LOOKUP_FIELDS, FEED_RUN_STATUSES } from './constants.ts';

// The runs of a feed (issue 28): what a run did, or what it would do (a dry run), row by row.

export const feedRunCountsSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unpublished: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
});
export type FeedRunCounts = z.infer<typeof feedRunCountsSchema>;
export const emptyFeedRunCounts = (): FeedRunCounts => ({
  created: 0,
  updated: 0,
  unpublished: 0,
  unchanged: 0,
  failed: 0,
});

/** A row's problem: its line in the file (0: the file as a whole), the ad field and the message in words. */
export const feedRunErrorSchema = z.object({
  line: z.number().int(),
  field: z.string().nullable(),
  message: z.string(),
});
export type FeedRunError = z.infer<typeof feedRunErrorSchema>;

export const feedRunSchema = z.object({
  id: z.string(),
  feed_id: z.string(),
  status: z.enum(FEED_RUN_STATUSES),
  dry_run: z.boolean(),
  progress: z.number().int(),
  counts: feedRunCountsSchema,
  errors: z.array(feedRunErrorSchema),
  /** Not errors: what the run says of rows it wrote (a new ad left a draft, and why), in the same shape. */
  notes: z.array(feedRunErrorSchema),
  started_by: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type FeedRun = z.infer<typeof feedRunSchema>;
export const feedRunPageSchema = pageOf(feedRunSchema);

/** A feed's newest run in short, as the feeds list shows it beside the feed. */
export const feedRunSummarySchema = feedRunSchema
  .pick({ id: true, status: true, dry_run: true, counts: true, created_at: true, finished_at: true })
  .meta({ description: "The feed's newest run: its status, whether dry, what it did and when" });
export type FeedRunSummary = z.infer<typeof feedRunSummarySchema>;

/** POST /api/feeds/{id}/runs. */
export const feedRunStartSchema = z.strictObject({ dry_run: z.boolean().default(false) });
export const feedRunParams = z.object({ id: z.string().min(1).max(100), runId: z.uuid() });

/** GET /api/feeds/{id}/preview: the feed's first rows as read, and every column they have. */
export const feedPreviewSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.record(z.string(), z.string())),
});
export type FeedPreview = z.infer<typeof feedPreviewSchema>;

/** GET /api/feeds/{id}/suggestions: for each lookup value no mapping names, the items it most resembles. */
export const feedSuggestionsSchema = z.object({
  items: z.array(
    z.object({
      field: z.enum(FEED_LOOKUP_FIELDS),
      value: z.string(),
      suggestions: z.array(z.object({ id: z.string(), name: z.string(), similarity: z.number() })),
    }),
  ),
});
export type FeedSuggestions = z.infer<typeof feedSuggestionsSchema>;
