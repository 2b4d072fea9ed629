import type { z } from 'zod';
import { pageOf } from '../envelope.ts';
import { resourceSchemas } from '../resource-schemas.ts';
import {
  feedCreateSchema,
  feedDeleteQuerySchema,
  feedListQuerySchema,
  feedPatchSchema,
  feedRestoreSchema,
  feedSchema,
  feedUpdateSchema,
} from './fields.ts';
import { feedRunSummarySchema } from './runs.ts';

/** A row of the feeds list: the feed and its newest run (none yet: null). */
export const feedListItemSchema = feedSchema.extend({ last_run: feedRunSummarySchema.nullable() });
export type FeedListItem = z.infer<typeof feedListItemSchema>;
export const feedPageSchema = pageOf(feedListItemSchema);

/** The routes of a feed (the API's registration reads them). */
export const feedResourceSchemas = resourceSchemas({
  record: feedSchema,
  list: { query: feedListQuerySchema, page: feedPageSchema },
  create: feedCreateSchema,
  update: { put: feedUpdateSchema, patch: feedPatchSchema },
  remove: feedDeleteQuerySchema,
  restore: feedRestoreSchema,
});
