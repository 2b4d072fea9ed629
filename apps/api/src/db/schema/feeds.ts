import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  FeedFieldMapping,
  FeedFormat,
  FeedRunCounts,
  FeedRunStatus,
  FeedSourceKind,
  FeedValueMappings,
} from '@coachyard/contract';
import { softDeleteColumn, trackedColumns } from './columns.ts';
import { users } from './users.ts';

/**
 * Dealer stock feeds (issue 28): where a dealer's stock comes from (a file uploaded from the screen or an
 * http(s) URL pulled every `interval_hours`) and how its columns become advertisement fields.
 */
export const feeds = pgTable(
  'feeds',
  {
    ...trackedColumns(),
    ...softDeleteColumn(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    format: text('format').$type<FeedFormat>().notNull(),
    sourceKind: text('source_kind').$type<FeedSourceKind>().notNull(),
    url: text('url'),
    /** The market the feed's ads are placed in (their region, language and currency by default). */
    region: text('region').notNull(),
    intervalHours: integer('interval_hours').notNull().default(24),
    /** The storage key of the last file uploaded for an `upload` feed (`feeds/…`). */
    fileKey: text('file_key'),
    fieldMapping: jsonb('field_mapping').$type<FeedFieldMapping>().notNull().default({}),
    valueMappings: jsonb('value_mappings').$type<FeedValueMappings>().notNull().default({}),
    /** A full sync unpublishes the dealer's ads of this feed that its file no longer lists. */
    fullSync: boolean('full_sync').notNull().default(false),
  },
  (table) => [
    index('feeds_owner_idx')
      .on(table.ownerId)
      .where(sql`deleted_at is null`),
  ],
);
export type FeedRow = typeof feeds.$inferSelect;

/** A row's problem as kept: its message key (worded in the reader's language when read) and the value at fault. */
export interface StoredFeedRunError {
  line: number;
  field: string | null;
  key: string;
  value?: string;
  /** What the message's `{name}` placeholders say (a refused fetch's address, limit or status). */
  values?: Record<string, string | number>;
}

/** One run of a feed, real or dry, as its background job reports it. */
export const feedRuns = pgTable(
  'feed_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedId: uuid('feed_id')
      .notNull()
      .references(() => feeds.id),
    status: text('status').$type<FeedRunStatus>().notNull().default('queued'),
    dryRun: boolean('dry_run').notNull(),
    /** Rows read so far. */
    progress: integer('progress').notNull().default(0),
    counts: jsonb('counts').$type<FeedRunCounts>().notNull(),
    errors: jsonb('errors').$type<StoredFeedRunError[]>().notNull().default([]),
    /** What the run says of rows it wrote, not errors: a new ad left a draft, and why. Kept like the errors. */
    notes: jsonb('notes').$type<StoredFeedRunError[]>().notNull().default([]),
    startedBy: uuid('started_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('feed_runs_feed_idx').on(table.feedId, table.createdAt)],
);
export type FeedRunRow = typeof feedRuns.$inferSelect;
