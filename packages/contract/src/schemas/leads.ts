import { z } from 'zod';
import { LANGUAGES, REGIONS, type Namespace } from '../constants.ts';
import type { MessageKey } from '../messages/index.ts';
import { listQuerySchema, pageOf, versionSchema } from './envelope.ts';

/**
 * Leads (issue 15): a buyer's query about an advertisement, an FAQ question, a contact message. One model
 * behind three inboxes, namespaces `leads_query`, `leads_faq`, `leads_contact`.
 *
 * HTTP (public, no token; CORS to CORS_ORIGINS; rate-limited per IP and per e-mail):
 *   GET    /api/public/leads/challenge             → LeadChallenge (an altcha proof-of-work challenge)
 *   POST   /api/public/leads/{query|faq|contact}   LeadIntake → LeadReceipt (201)
 * HTTP (token; privilege of the inbox's namespace; row scope: a DEALER the leads about its own ads, a
 * REPRESENTATIVE those of the dealers it manages, an ADMIN all; anything else 404):
 *   GET    /api/{ns}                  LeadListQuery → LeadPage (list)
 *   GET    /api/{ns}/export.csv       same filters → text/csv (list)
 *   GET    /api/{ns}/reply-templates  → LeadReplyTemplate[] (read)
 *   POST   /api/{ns}/bulk             LeadBulkAction → LeadBulkResult (update)
 *   GET    /api/{ns}/{id}             → LeadDetail, and marks it read for the caller (read)
 *   POST   /api/{ns}/{id}/status      LeadStatusChange → LeadDetail (update)
 *   POST   /api/{ns}/{id}/assign      LeadAssign → LeadDetail (update)
 *   POST   /api/{ns}/{id}/flags       LeadFlags (archived / spam) → LeadDetail (update)
 *   POST   /api/{ns}/{id}/notes       LeadNote → LeadDetail (update)
 *   POST   /api/{ns}/{id}/reply       LeadReply → LeadDetail (update; e-mail to the sender in the lead's language)
 *   GET    /api/leads/unread-counts   → LeadUnreadCounts of the inboxes the caller may list
 *   GET    /api/{ns}/assignees?lead=  → LeadAssignee[]: who the caller may give the inbox's leads (or that lead) to
 *   GET    /api/{ns}/reports          LeadReportQuery → LeadReport within the caller's scope (list)
 *   POST   /api/{ns}/{id}/tags        LeadTags → LeadDetail (update)
 *   PUT    /api/leads_faq/{id}/faq-entry  LeadFaqEntryWrite → LeadDetail (update; a CMS item of type faq)
 *   GET    /api/public/faq?lang=      → PublicFaq: the FAQ entries live in that language (cached, ETag)
 *   GET    /api/leads/personal-data?email=        → LeadPersonalData (delete on every inbox: ADMIN)
 *   POST   /api/leads/personal-data/erase  { email } → LeadErasure (delete on every inbox: ADMIN)
 */

export const LEAD_KINDS = ['query', 'faq', 'contact'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_NAMESPACE: Record<LeadKind, Namespace> = {
  query: 'leads_query',
  faq: 'leads_faq',
  contact: 'leads_contact',
};

/** The statuses of each kind, in their usual order; the first one is where a new lead starts. */
export const LEAD_STATUSES = {
  query: ['new', 'open', 'replied', 'waiting_on_buyer', 'won', 'lost'],
  contact: ['new', 'open', 'replied', 'closed'],
  faq: ['new', 'drafting', 'published', 'rejected', 'duplicate'],
} as const satisfies Record<LeadKind, readonly string[]>;
export type LeadStatus = (typeof LEAD_STATUSES)[LeadKind][number];
export const ALL_LEAD_STATUSES = [...new Set(Object.values(LEAD_STATUSES).flat())] as [
  LeadStatus,
  ...LeadStatus[],
];
export const leadStatusSchema = z.enum(ALL_LEAD_STATUSES);

/**
 * Moves each kind allows. Staff may step back (a buyer writes again) and reopen a closed lead, but a lead
 * never returns to `new`: that status means nobody has looked at it yet.
 */
export const LEAD_TRANSITIONS: Record<LeadKind, Partial<Record<LeadStatus, readonly LeadStatus[]>>> = {
  query: {
    new: ['open', 'replied', 'lost'],
    open: ['replied', 'waiting_on_buyer', 'won', 'lost'],
    replied: ['open', 'waiting_on_buyer', 'won', 'lost'],
    waiting_on_buyer: ['open', 'replied', 'won', 'lost'],
    won: ['open'],
    lost: ['open'],
  },
  contact: {
    new: ['open', 'replied', 'closed'],
    open: ['replied', 'closed'],
    replied: ['open', 'closed'],
    closed: ['open'],
  },
  faq: {
    new: ['drafting', 'rejected', 'duplicate'],
    drafting: ['published', 'rejected', 'duplicate'],
    published: ['drafting'],
    rejected: ['drafting'],
    duplicate: ['drafting'],
  },
};

export const leadStatusMoves = (kind: LeadKind, from: string): LeadStatus[] => [
  ...(LEAD_TRANSITIONS[kind][from as LeadStatus] ?? []),
];

/** Statuses that close a lead: its first-response countdown stops there too. */
export const LEAD_CLOSED_STATUSES: readonly LeadStatus[] = [
  'won',
  'lost',
  'closed',
  'published',
  'rejected',
  'duplicate',
];

/** A query lead closes with one of these reasons (won or lost). */
export const LEAD_CLOSE_REASONS = [
  'sold_to_buyer',
  'sold_elsewhere',
  'price',
  'financing',
  'vehicle_condition',
  'no_response',
  'bought_elsewhere',
  'not_interested',
  'other',
] as const;
export type LeadCloseReason = (typeof LEAD_CLOSE_REASONS)[number];
export const LEAD_STATUSES_NEEDING_REASON: readonly LeadStatus[] = ['won', 'lost'];

/** Limits of what the public site may send (SPEC §9 style: counted in characters). */
export const LEAD_LIMITS = {
  nameMax: 120,
  emailMax: 254,
  phoneMax: 32,
  messageMin: 2,
  messageMax: 5_000,
  sourcePageMax: 2_000,
  noteMax: 5_000,
  replyMax: 10_000,
  privacyVersionMax: 40,
  bulkMax: 100,
} as const;

/** A tag: one lower-case word of letters, digits and hyphens, in any script (Turkish, Arabic…). */
export const LEAD_TAG_PATTERN = /^[\p{Ll}\p{Lo}\p{N}][\p{Ll}\p{Lo}\p{M}\p{N}-]{0,31}$/u;
export const LEAD_TAGS_MAX = 10;
export const leadTagSchema = z
  .string()
  .trim()
  .transform((tag) => tag.toLocaleLowerCase())
  .pipe(z.string().regex(LEAD_TAG_PATTERN, { message: 'lead.tag_invalid' satisfies MessageKey }));

/** How soon a lead should get its first personal reply: the default of Settings → Leads (demo data uses it). */
export const LEAD_FIRST_RESPONSE_TARGET_HOURS = 24;

export const LEAD_SORT_FIELDS = ['created_at', 'updated_at', 'status', 'name', 'due_at'] as const;
export type LeadSortField = (typeof LEAD_SORT_FIELDS)[number];
export const LEAD_DEFAULT_SORT = '-created_at';

// ── Public intake ───────────────────────────────────────────────────────────────────────────────

/** NUL bytes break logs, CSV files and some mail servers. */
const hasNul = (value: string) => value.includes('\u0000');
/** Text a person typed: trimmed, no NUL bytes. */
const typed = (max: number, min = 1, requiredKey: MessageKey = 'lead.text_required') =>
  z
    .string()
    .refine((value) => !hasNul(value), { message: 'lead.nul_byte' satisfies MessageKey })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(min, { message: requiredKey })
        .max(max, { message: 'lead.too_long' satisfies MessageKey }),
    );

const optionalTyped = (max: number) =>
  z
    .string()
    .max(max, { message: 'lead.too_long' satisfies MessageKey })
    .refine((value) => !hasNul(value), { message: 'lead.nul_byte' satisfies MessageKey })
    .transform((value) => value.trim())
    .optional();

export const leadIntakeShape = {
  name: typed(LEAD_LIMITS.nameMax, 1, 'lead.name_required'),
  email: z
    .string()
    .max(LEAD_LIMITS.emailMax, { message: 'lead.too_long' satisfies MessageKey })
    .transform((value) => value.trim())
    .pipe(z.email({ message: 'lead.email_invalid' satisfies MessageKey })),
  /** Any common way of writing a number; stored in E.164. The site's own 90-555-123-4567 format is read as international. */
  phone: optionalTyped(LEAD_LIMITS.phoneMax),
  message: typed(LEAD_LIMITS.messageMax, LEAD_LIMITS.messageMin, 'lead.message_required'),
  language: z.enum(LANGUAGES, { message: 'lead.language_invalid' satisfies MessageKey }),
  region: z.enum(REGIONS, { message: 'lead.region_invalid' satisfies MessageKey }).optional(),
  source_page: optionalTyped(LEAD_LIMITS.sourcePageMax),
  /** The separate, unticked box: only an explicit `true` is consent. */
  marketing_opt_in: z.boolean().default(false),
  /** The version of the privacy notice the form showed; required with marketing consent. */
  privacy_notice_version: optionalTyped(LEAD_LIMITS.privacyVersionMax),
  /** The altcha widget's payload (base64 JSON of the challenge and its solution). */
  altcha: z
    .string()
    .min(1, { message: 'lead.challenge_required' satisfies MessageKey })
    .max(4_000),
  /** Honeypot: hidden from people, so only a robot fills it. */
  website: z.string().max(500).optional(),
};

const withConsentVersion = <T extends { marketing_opt_in: boolean; privacy_notice_version?: string }>(
  value: T,
  context: z.RefinementCtx,
) => {
  if (value.marketing_opt_in && !value.privacy_notice_version)
    context.addIssue({
      code: 'custom',
      path: ['privacy_notice_version'],
      message: 'lead.privacy_version_required' satisfies MessageKey,
    });
};

export const leadIntakeSchema = z.strictObject(leadIntakeShape).superRefine(withConsentVersion);
export const leadQueryIntakeSchema = z
  .strictObject({
    ...leadIntakeShape,
    /** The advertisement asked about: its id or its short id. */
    advertisement: z
      .string()
      .trim()
      .min(1, { message: 'lead.advertisement_required' satisfies MessageKey })
      .max(64),
  })
  .superRefine(withConsentVersion);
export type LeadIntake = z.input<typeof leadIntakeSchema>;
export type LeadQueryIntake = z.input<typeof leadQueryIntakeSchema>;

export const leadReceiptSchema = z.object({
  /** What the site shows the sender, and what support asks for. */
  receipt_id: z.string(),
  received_at: z.string(),
});
export type LeadReceipt = z.infer<typeof leadReceiptSchema>;

/** An altcha challenge (v2): the widget solves it and posts the payload as `altcha`. */
export const leadChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});
export type LeadChallenge = z.infer<typeof leadChallengeSchema>;

// ── Inbox ───────────────────────────────────────────────────────────────────────────────────────

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

export const leadListItemSchema = z.object({
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
export type LeadListItem = z.infer<typeof leadListItemSchema>;

export const leadPageSchema = pageOf(leadListItemSchema);
export type LeadPage = z.infer<typeof leadPageSchema>;

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
  data: z.record(z.string(), z.unknown()),
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

export const leadDetailSchema = leadListItemSchema.extend({
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

// ── Assignment, FAQ entries, reports, personal data ────────────────────────────────────────────

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

const faqQuestion = typed(200, 2, 'lead.question_required');
const faqAnswer = z
  .string()
  .max(LEAD_LIMITS.replyMax, { message: 'lead.too_long' satisfies MessageKey })
  .refine((value) => !hasNul(value), { message: 'lead.nul_byte' satisfies MessageKey })
  .transform((value) => value.trim());

/**
 * Turns an FAQ question into an FAQ entry, or changes it: the question and its answer in each language given
 * (other languages of the entry stay as they are). `publish` puts every given language with an answer on the
 * public site; `notify_asker` e-mails the answer to the asker once it is live in the asker's language.
 */
export const leadFaqEntryWriteSchema = z.strictObject({
  version: versionSchema,
  /** The entry's version when it exists (409 when someone changed it meanwhile). */
  entry_version: versionSchema.optional(),
  texts: z
    .partialRecord(z.enum(LANGUAGES), z.strictObject({ question: faqQuestion, answer: faqAnswer }))
    .refine((texts) => Object.keys(texts).length > 0, {
      message: 'lead.question_required' satisfies MessageKey,
    }),
  publish: z.boolean().default(false),
  notify_asker: z.boolean().default(false),
});
export type LeadFaqEntryWrite = z.input<typeof leadFaqEntryWriteSchema>;

export const publicFaqSchema = z.object({
  items: z.array(
    z.object({
      slug: z.string(),
      question: z.string(),
      /** The answer as sanitized HTML. */
      html: z.string(),
      updated_at: z.string(),
    }),
  ),
});
export type PublicFaq = z.infer<typeof publicFaqSchema>;

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

export const leadPersonalDataQuerySchema = z.object({
  email: z.email({ message: 'lead.email_invalid' satisfies MessageKey }).max(LEAD_LIMITS.emailMax),
  lang: z.string().optional(),
});
export const leadEraseSchema = z.strictObject({
  email: z.email({ message: 'lead.email_invalid' satisfies MessageKey }).max(LEAD_LIMITS.emailMax),
});

/** Everything stored about one e-mail address: its leads with their timelines, and the e-mail sent to it. */
export const leadPersonalDataSchema = z.object({
  email: z.string(),
  exported_at: z.string(),
  leads: z.array(
    z.object({
      receipt_id: z.string(),
      kind: z.enum(LEAD_KINDS),
      status: leadStatusSchema,
      received_at: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      message: z.string(),
      language: z.enum(LANGUAGES),
      region: z.string().nullable(),
      source_page: z.string().nullable(),
      sender_ip: z.string().nullable(),
      marketing_opt_in: z.boolean(),
      marketing_opt_in_at: z.string().nullable(),
      privacy_notice_version: z.string().nullable(),
      tags: z.array(z.string()),
      timeline: z.array(
        z.object({ type: z.string(), at: z.string(), data: z.record(z.string(), z.unknown()) }),
      ),
    }),
  ),
  mail: z.array(
    z.object({
      purpose: z.string(),
      to: z.string(),
      subject: z.string(),
      body: z.string(),
      status: z.string(),
      created_at: z.string(),
      sent_at: z.string().nullable(),
    }),
  ),
});
export type LeadPersonalData = z.infer<typeof leadPersonalDataSchema>;

export const leadErasureSchema = z.object({
  email: z.string(),
  leads: z.number().int(),
  mail: z.number().int(),
});
export type LeadErasure = z.infer<typeof leadErasureSchema>;

/** What an erased lead keeps in place of the sender's name, address and message. */
export const LEAD_ERASED_TEXT = '—';
