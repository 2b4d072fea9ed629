import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AdvertisementEventType } from '@coachyard/contract';

/**
 * What buyers did on the public site (issue 29), as reported, kept for Settings › Insights' retention and then
 * removed; the daily counts below stay. No foreign key to the ad: the intake's inserts stay a single index write
 * each, and a purged ad's counts are only numbers.
 */
export const advertisementEvents = pgTable(
  'advertisement_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    advertisementId: uuid('advertisement_id').notNull(),
    type: text('type').$type<AdvertisementEventType>().notNull(),
    session: text('session').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The UTC day it counts for: a session's views of one ad count once a day. */
    day: date('day', { mode: 'string' }).notNull(),
    /** Sent by a known bot (its user agent): kept and counted apart. */
    bot: boolean('bot').notNull().default(false),
    /** Counted into `advertisement_daily_counts` by the roll-up job. */
    rolledUp: boolean('rolled_up').notNull().default(false),
  },
  (table) => [
    uniqueIndex('advertisement_events_one_view_idx')
      .on(table.advertisementId, table.session, table.day)
      .where(sql`type = 'view' and not bot`),
    index('advertisement_events_ad_day_idx').on(table.advertisementId, table.day),
    index('advertisement_events_waiting_idx')
      .on(table.id)
      .where(sql`not rolled_up`),
    index('advertisement_events_occurred_idx').on(table.occurredAt),
  ],
);

/** Each ad's events by UTC day and type: what performance screens read, kept after the raw events go. */
export const advertisementDailyCounts = pgTable(
  'advertisement_daily_counts',
  {
    advertisementId: uuid('advertisement_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    type: text('type').$type<AdvertisementEventType>().notNull(),
    count: integer('count').notNull(),
    botCount: integer('bot_count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.advertisementId, table.day, table.type] })],
);

/**
 * Where the list's 30-day counts (`advertisements.views_30d` / `leads_30d`) stand, one row: the UTC day their window
 * ends on, the first event the next run looks at, and the instant from which leads are counted again. Kept here,
 * not in a process, so a restart neither recounts every ad nor misses what the run before it had not reached.
 */
export const advertisementRecentCountsState = pgTable(
  'advertisement_recent_counts_state',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    day: date('day', { mode: 'string' }).notNull(),
    eventsFrom: bigint('events_from', { mode: 'number' }).notNull(),
    leadsSince: timestamp('leads_since', { withTimezone: true }).notNull(),
  },
  (table) => [check('advertisement_recent_counts_state_one_row', sql`${table.singleton}`)],
);
