import {
  LEAD_CLOSED_STATUSES,
  LEAD_LIST_EXCERPT_LENGTH,
  leadStatusMoves,
  thumbnailUnder,
  type Language,
  type LeadDetail,
  type LeadFaqEntry,
  type LeadEvent,
  type LeadListItem,
  type LeadSummary,
  type Region,
} from '@coachyard/contract';
import type { MailOutboxRow } from '../../db/schema/index.ts';
import type { AdvertisementRef } from '../advertisements/index.ts';
import type { LeadListRow } from './list-statements.ts';

const EXCERPT_LENGTH = 200;
/** The start of a message, cut with an ellipsis. */
const excerptOf = (message: string, length: number) =>
  message.length > length ? `${message.slice(0, length - 1)}…` : message;
const personName = (first: string | null, last?: string | null) => [first, last].filter(Boolean).join(' ');

/** Waiting for its first personal reply: neither answered nor closed. */
const awaitsReply = (row: LeadListRow) => !row.firstResponseAt && !LEAD_CLOSED_STATUSES.includes(row.status);
const isOverdue = (row: LeadListRow, now: number) => awaitsReply(row) && row.dueAt.getTime() < now;
const dueAtOf = (row: LeadListRow) => (awaitsReply(row) ? row.dueAt.toISOString() : null);

/** A lead's summary: the first fields of one lead and a row of the CSV export. */
export function presentLeadSummary(
  row: LeadListRow,
  refs: ReadonlyMap<string, AdvertisementRef>,
): LeadSummary {
  return {
    id: row.id,
    receipt_id: row.receiptId,
    kind: row.kind,
    status: row.status,
    close_reason: row.closeReason ?? null,
    name: row.name,
    email: row.email,
    phone: row.phone,
    excerpt: excerptOf(row.message, EXCERPT_LENGTH),
    language: row.language as Language,
    region: (row.region as Region | null) ?? null,
    advertisement: row.advertisementId ? (refs.get(row.advertisementId) ?? null) : null,
    dealer: row.dealerId ? { id: row.dealerId, name: row.dealerName ?? '' } : null,
    assignee: row.assigneeId
      ? { id: row.assigneeId, name: personName(row.assigneeName, row.assigneeLastName) }
      : null,
    unread: row.unread,
    is_spam: row.isSpam,
    spam_reasons: row.spamReasons,
    archived: row.archivedAt !== null,
    due_at: dueAtOf(row),
    overdue: isOverdue(row, Date.now()),
    first_response_at: row.firstResponseAt?.toISOString() ?? null,
    tags: row.tags,
    anonymised: row.anonymisedAt !== null,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * A row of an inbox (issue 30): what the inbox table shows; the ad's thumbnail after the page's `thumbnailBase`
 * (the advertisements list's `thumbnail_base`).
 */
export function presentLeadListItem(
  row: LeadListRow,
  refs: ReadonlyMap<string, AdvertisementRef>,
  thumbnailBase: string,
): LeadListItem {
  const ad = row.advertisementId ? refs.get(row.advertisementId) : undefined;
  return {
    id: row.id,
    status: row.status,
    name: row.name,
    excerpt: excerptOf(row.message, LEAD_LIST_EXCERPT_LENGTH),
    advertisement: ad
      ? {
          short_id: ad.short_id,
          title_text: ad.title_text,
          thumbnail: thumbnailUnder(thumbnailBase, ad.thumbnail_url),
        }
      : null,
    assignee: row.assigneeId ? personName(row.assigneeName, row.assigneeLastName) : null,
    unread: row.unread,
    due_at: dueAtOf(row),
    answered: row.firstResponseAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/** What a 409 carries: the lead's state as it is now, enough for a client to see what changed. */
export const presentLeadState = (row: {
  id: string;
  status: string;
  version: number;
  assigneeId: string | null;
  isSpam: boolean;
  archivedAt: Date | null;
  updatedAt: Date;
}) => ({
  id: row.id,
  status: row.status,
  version: row.version,
  assignee_id: row.assigneeId,
  is_spam: row.isSpam,
  archived: row.archivedAt !== null,
  updated_at: row.updatedAt.toISOString(),
});

export interface StoredEvent {
  id: string;
  type: LeadEvent['type'];
  actorId: string | null;
  actorName: string | null;
  actorLastName: string | null;
  data: Record<string, unknown>;
  createdAt: Date;
}

/** One e-mail on the timeline, with how its delivery went. */
const mailEvent = (mail: MailOutboxRow): LeadEvent => ({
  id: mail.id,
  type: mail.status === 'sent' ? 'mail_sent' : mail.status === 'failed' ? 'mail_failed' : 'mail_queued',
  actor: null,
  data: {
    purpose: mail.purpose,
    to: mail.toAddress,
    subject: mail.subject,
    attempts: mail.attempts,
    ...(mail.lastError ? { error: mail.lastError } : {}),
  },
  created_at: (mail.sentAt ?? mail.createdAt).toISOString(),
});

export function presentLeadDetail(
  row: LeadListRow,
  refs: ReadonlyMap<string, AdvertisementRef>,
  events: readonly StoredEvent[],
  mail: readonly MailOutboxRow[],
  faqEntry: LeadFaqEntry | null,
): LeadDetail {
  const timeline: LeadEvent[] = [
    ...events.map((event) => ({
      id: event.id,
      type: event.type,
      actor: event.actorId
        ? { id: event.actorId, name: personName(event.actorName, event.actorLastName) }
        : null,
      data: event.data,
      created_at: event.createdAt.toISOString(),
    })),
    ...mail.map(mailEvent),
  ].sort((left, right) => left.created_at.localeCompare(right.created_at));
  return {
    ...presentLeadSummary(row, refs),
    message: row.message,
    faq_entry: faqEntry,
    source_page: row.sourcePage,
    marketing_opt_in: row.marketingOptIn,
    marketing_opt_in_at: row.marketingOptInAt?.toISOString() ?? null,
    privacy_notice_version: row.privacyNoticeVersion,
    available_statuses: leadStatusMoves(row.kind, row.status),
    timeline,
  };
}
