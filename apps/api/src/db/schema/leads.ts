import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { LeadCloseReason, LeadEventType, LeadKind, LeadStatus } from '@coachyard/contract';
import { advertisements } from './advertisements.ts';
import { contentItems } from './content.ts';
import { trackedColumns } from './columns.ts';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Leads (issue 15): one row per message from the public site, whichever inbox it is in. `dealer_id` is the owner
 * of the advertisement asked about when it arrived: row scope (DESIGN §4) reads it without a join. Archive and
 * spam are flags beside the status, so releasing a lead from either gives back the status it had.
 */
export const leads = pgTable(
  'leads',
  {
    ...trackedColumns(),
    receiptId: text('receipt_id').notNull().unique(),
    kind: text('kind').$type<LeadKind>().notNull(),
    status: text('status').$type<LeadStatus>().notNull().default('new'),
    closeReason: text('close_reason').$type<LeadCloseReason>(),
    advertisementId: uuid('advertisement_id').references(() => advertisements.id),
    dealerId: uuid('dealer_id').references(() => users.id),
    assigneeId: uuid('assignee_id').references(() => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    language: text('language').notNull(),
    region: text('region'),
    sourcePage: text('source_page'),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    marketingOptInAt: timestamp('marketing_opt_in_at', { withTimezone: true }),
    privacyNoticeVersion: text('privacy_notice_version'),
    isSpam: boolean('is_spam').notNull().default(false),
    spamReasons: text('spam_reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Who sent it, for the Spam view and rate limits; never shown outside the back office. */
    senderIp: text('sender_ip'),
    /** sha-256 of kind, advertisement, e-mail and message: a double submit finds its first copy by it. */
    fingerprint: text('fingerprint').notNull(),
    /** When the first personal reply is due; the countdown of the lists. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    /** The Message-ID the thread of e-mails with the sender hangs from. */
    threadMessageId: text('thread_message_id').notNull(),
    /** Receipt, name, e-mail, phone and message folded for search (lib/search-text.ts), written by the API. */
    searchText: text('search_text').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
    /** Staff's own labels (lower-case words), filtered on and set in bulk (migration 0010). */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The FAQ entry (a CMS item of type faq) an FAQ question became. */
    contentItemId: uuid('content_item_id').references(() => contentItems.id),
    /** When the sender's personal data was erased (on request, or past the retention period); the lead stays for the figures. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
  },
  (table) => [
    index('leads_kind_created_idx').on(table.kind, table.createdAt, table.id),
    // The inbox's default view (not spam, not archived) in each order it offers (issue 30): a deep page by number
    // finds its start by an index-only walk instead of sorting the inbox or reading every row before it.
    ...inboxOrders(table),
    index('leads_dealer_idx').on(table.dealerId, table.kind, table.createdAt),
    index('leads_assignee_idx').on(table.assigneeId),
    index('leads_advertisement_idx').on(table.advertisementId),
    index('leads_fingerprint_idx').on(table.fingerprint, table.createdAt),
    index('leads_email_idx').on(sql`lower(${table.email})`),
    index('leads_search_idx').using('gin', table.searchVector),
    index('leads_tags_idx').using('gin', table.tags),
    index('leads_retention_idx')
      .on(table.createdAt)
      .where(sql`${table.anonymisedAt} is null`),
  ],
);
export type LeadRow = typeof leads.$inferSelect;

/** One index per order of the inbox's default view; `name` is included so that its walk reads the index only. */
function inboxOrders(table: {
  kind: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
  status: AnyPgColumn;
  name: AnyPgColumn;
  dueAt: AnyPgColumn;
  id: AnyPgColumn;
  isSpam: AnyPgColumn;
  archivedAt: AnyPgColumn;
}) {
  const inbox = sql`${table.isSpam} = false and ${table.archivedAt} is null`;
  return [
    index('leads_inbox_created_idx').on(table.kind, table.createdAt, table.id).where(inbox),
    index('leads_inbox_updated_idx').on(table.kind, table.updatedAt, table.id).where(inbox),
    index('leads_inbox_status_idx').on(table.kind, table.status, table.id).where(inbox),
    index('leads_inbox_name_idx')
      .on(table.kind, sql`lower(${table.name})`, table.id)
      .where(inbox),
    index('leads_inbox_due_idx').on(table.kind, table.dueAt, table.id).where(inbox),
  ];
}

/** Which user has opened which lead: the unread flag and counts are per user. */
export const leadReads = pgTable(
  'lead_reads',
  {
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.leadId, table.userId] })],
);

/** A lead's timeline: everything that happened to it, in order. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    type: text('type').$type<LeadEventType>().notNull(),
    actorId: uuid('actor_id').references(() => users.id),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lead_events_lead_idx').on(table.leadId, table.createdAt)],
);

export type MailStatus = 'pending' | 'sent' | 'failed';

/**
 * E-mail waiting to leave (the outbox): written in the transaction of the change that causes it; a trigger adds
 * its graphile-worker job in that same transaction, so a commit always has its send queued and a rollback none.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    purpose: text('purpose').$type<'new_lead' | 'acknowledgement' | 'reply'>().notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    language: text('language').notNull(),
    messageId: text('message_id').notNull().unique(),
    inReplyTo: text('in_reply_to'),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
  },
  (table) => [index('mail_outbox_lead_idx').on(table.leadId)],
);
export type MailOutboxRow = typeof mailOutbox.$inferSelect;

/** Proof-of-work solutions already spent: kept until their challenge expires, so every instance refuses a replay. */
export const usedChallenges = pgTable('lead_used_challenges', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
