import { z } from 'zod';
import { LANGUAGES, REGIONS } from '../../constants.ts';
import type { MessageKey } from '../../messages/index.ts';
import { jsonValueSchema, listQuerySchema, versionSchema } from '../envelope.ts';
import {
  LEAD_CLOSE_REASONS,
  LEAD_KINDS,
  LEAD_LIMITS,
  LEAD_TAGS_MAX,
  leadStatusSchema,
  leadTagSchema,
} from './workflow.ts';
import { typed } from './typed-text.ts';

// The inbox: the list, one lead, the actions on it and who it may be assigned to.

const flag = z.enum(['0', '1']).optional();
const commaList = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((part) => part.trim()))
    .transform((parts) => parts.filter(Boolean))
    .pipe(z.array(item).max(10));

/**
 * An inbox's list. Pages by `page` + `per_page` (with `total`), or by `cursor` = the `next_cursor`/`prev_cursor` of
 * an earlier answer (same filters and sort), which walks on at page-1 speed; the answer then carries the page number
 * the cursor stands for.
 */
export const leadListQuerySchema = listQuerySchema.extend({
  /** Long enough for a cursor of the name sort, which holds the boundary lead's name. */
  cursor: z.string().max(2000).optional(),
  status: commaList(leadStatusSchema).optional(),
  /** A user id, `me`, or `none` (not assigned). */
  assignee: z.union([z.uuid(), z.enum(['me', 'none'])]).optional(),
  dealer: z.uuid().optional(),
  advertisement: z.uuid().optional(),
  /** Received on or after / before this day or instant (ISO 8601). */
  from: z.iso
    .date()
    .or(z.iso.datetime({ offset: true }))
    .optional(),
  to: z.iso
    .date()
    .or(z.iso.datetime({ offset: true }))
    .optional(),
  /** 1: only the Spam view; default: spam left out. */
  spam: flag,
  /** 1: only archived leads; default: archived left out. */
  archived: flag,
  /** 1: only leads the caller has not opened yet. */
  unread: flag,
  /** 1: only open leads past their first-response target. */
  overdue: flag,
  /** Leads carrying every one of these tags. */
  tag: commaList(leadTagSchema).optional(),
});
export type LeadListQuery = z.input<typeof leadListQuerySchema>;

const personRefSchema = z.object({ id: z.uuid(), name: z.string() });

export const leadAdvertisementRefSchema = z.object({
  id: z.uuid(),
  short_id: z.string(),
  title_text: z.string(),
  thumbnail_url: z.string().nullable(),
  public_url: z.string(),
});
export type LeadAdvertisementRef = z.infer<typeof leadAdvertisementRefSchema>;

/** A lead's summary: the first fields of one lead and a row of the CSV export; a list row is leaner (list-row.ts). */
export const leadSummarySchema = z.object({
  id: z.uuid(),
  receipt_id: z.string(),
  kind: z.enum(LEAD_KINDS),
  status: leadStatusSchema,
  close_reason: z.enum(LEAD_CLOSE_REASONS).nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The first 200 characters of the message. */
  excerpt: z.string(),
  language: z.enum(LANGUAGES),
  region: z.enum(REGIONS).nullable(),
  advertisement: leadAdvertisementRefSchema.nullable(),
  dealer: personRefSchema.nullable(),
  assignee: personRefSchema.nullable(),
  unread: z.boolean(),
  is_spam: z.boolean(),
  spam_reasons: z.array(z.string()),
  archived: z.boolean(),
  /** When the first personal reply is due; null once answered or closed. */
  due_at: z.string().nullable(),
  overdue: z.boolean(),
  first_response_at: z.string().nullable(),
  tags: z.array(z.string()),
  /** The sender's personal data was erased (on request or past the retention period). */
  anonymised: z.boolean(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LeadSummary = z.infer<typeof leadSummarySchema>;

export const LEAD_EVENT_TYPES = [
  'received',
  'assigned',
  'read',
  'status',
  'note',
  'archived',
  'unarchived',
  'spam',
  'not_spam',
  'reply',
  'mail_queued',
  'mail_sent',
  'mail_failed',
  'tagged',
  'faq_entry',
  'anonymised',
] as const;
export type LeadEventType = (typeof LEAD_EVENT_TYPES)[number];

export const leadEventSchema = z.object({
  id: z.uuid(),
  type: z.enum(LEAD_EVENT_TYPES),
  actor: personRefSchema.nullable(),
  /** What happened: `{ from, to, reason }` for a status, `{ text }` for a note, `{ to, subject, error }` for mail. */
  data: z.record(z.string(), jsonValueSchema),
  created_at: z.string(),
});
export type LeadEvent = z.infer<typeof leadEventSchema>;

/** One language of an FAQ entry as the lead's screen edits it: the question and a plain-text answer. */
export const leadFaqTextSchema = z.object({ question: z.string(), answer: z.string() });
const CONTENT_STATES = ['draft', 'published', 'scheduled', 'missing'] as const;

/** The FAQ entry a question became: the CMS item, its state per language and its texts. */
export const leadFaqEntrySchema = z.object({
  id: z.uuid(),
  version: z.number().int(),
  states: z.record(z.enum(LANGUAGES), z.enum(CONTENT_STATES)),
  texts: z.partialRecord(z.enum(LANGUAGES), leadFaqTextSchema),
  /** Live on the public site in the asker's language: the asker can be told. */
  live_in_lead_language: z.boolean(),
});
export type LeadFaqEntry = z.infer<typeof leadFaqEntrySchema>;

export const leadDetailSchema = leadSummarySchema.extend({
  message: z.string(),
  faq_entry: leadFaqEntrySchema.nullable(),
  source_page: z.string().nullable(),
  marketing_opt_in: z.boolean(),
  marketing_opt_in_at: z.string().nullable(),
  privacy_notice_version: z.string().nullable(),
  /** Where the status may move from here. */
  available_statuses: z.array(leadStatusSchema),
  timeline: z.array(leadEventSchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const leadStatusChangeSchema = z.strictObject({
  status: leadStatusSchema,
  close_reason: z.enum(LEAD_CLOSE_REASONS).optional(),
  version: versionSchema,
});
export type LeadStatusChange = z.infer<typeof leadStatusChangeSchema>;

export const leadAssignSchema = z.strictObject({ assignee_id: z.uuid().nullable(), version: versionSchema });
export type LeadAssign = z.infer<typeof leadAssignSchema>;

export const leadFlagsSchema = z
  .strictObject({ archived: z.boolean().optional(), spam: z.boolean().optional(), version: versionSchema })
  .refine((value) => value.archived !== undefined || value.spam !== undefined, {
    message: 'common.required' satisfies MessageKey,
  });
export type LeadFlags = z.infer<typeof leadFlagsSchema>;

export const leadNoteSchema = z.strictObject({
  text: typed(LEAD_LIMITS.noteMax, 1, 'lead.note_required'),
});
export type LeadNote = z.input<typeof leadNoteSchema>;

export const LEAD_REPLY_TEMPLATES = [
  'personal',
  'available',
  'viewing',
  'price',
  'sold',
  'faq_answer',
] as const;
export type LeadReplyTemplateId = (typeof LEAD_REPLY_TEMPLATES)[number];

export const leadReplySchema = z.strictObject({
  /** A template in the lead's language opens the e-mail; `personal` is the body alone. */
  template: z.enum(LEAD_REPLY_TEMPLATES).default('personal'),
  body: typed(LEAD_LIMITS.replyMax, 1, 'lead.reply_required'),
  version: versionSchema,
});
export type LeadReply = z.input<typeof leadReplySchema>;

export const leadReplyTemplateSchema = z.object({
  id: z.enum(LEAD_REPLY_TEMPLATES),
  language: z.enum(LANGUAGES),
  subject: z.string(),
  body: z.string(),
});
export type LeadReplyTemplate = z.infer<typeof leadReplyTemplateSchema>;

export const leadTagsSchema = z.strictObject({
  tags: z.array(leadTagSchema).max(LEAD_TAGS_MAX, { message: 'lead.too_many_tags' satisfies MessageKey }),
  version: versionSchema,
});
export type LeadTags = z.input<typeof leadTagsSchema>;

export const LEAD_BULK_ACTIONS = [
  'assign',
  'status',
  'archive',
  'unarchive',
  'spam',
  'not_spam',
  'tag',
  'untag',
] as const;
export const leadBulkActionSchema = z.strictObject({
  ids: z.array(z.uuid()).min(1).max(LEAD_LIMITS.bulkMax),
  action: z.enum(LEAD_BULK_ACTIONS),
  assignee_id: z.uuid().nullable().optional(),
  status: leadStatusSchema.optional(),
  close_reason: z.enum(LEAD_CLOSE_REASONS).optional(),
  /** The tag that `tag` adds and `untag` removes. */
  tag: leadTagSchema.optional(),
});
export type LeadBulkAction = z.infer<typeof leadBulkActionSchema>;

export const leadBulkResultSchema = z.object({
  updated: z.array(z.uuid()),
  /** Leads left as they were, with the message saying why (not visible, a move the status does not allow…). */
  skipped: z.array(z.object({ id: z.uuid(), message: z.string() })),
});
export type LeadBulkResult = z.infer<typeof leadBulkResultSchema>;

export const leadUnreadCountsSchema = z.partialRecord(
  z.enum(['leads_query', 'leads_faq', 'leads_contact']),
  z.number().int(),
);
export type LeadUnreadCounts = z.infer<typeof leadUnreadCountsSchema>;

export const LEAD_CSV_COLUMNS = [
  'receipt_id',
  'kind',
  'status',
  'close_reason',
  'received_at',
  'name',
  'email',
  'phone',
  'language',
  'region',
  'advertisement',
  'dealer',
  'assignee',
  'spam',
  'archived',
  'first_response_at',
  'message',
] as const;
export const leadAssigneeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.enum(['ADMIN', 'REPRESENTATIVE', 'DEALER']),
});
export type LeadAssignee = z.infer<typeof leadAssigneeSchema>;
export const leadAssigneesQuerySchema = z.object({
  /** Only who may hold this lead (a query's dealer and its representative, and staff). */
  lead: z.uuid().optional(),
  lang: z.string().optional(),
});
