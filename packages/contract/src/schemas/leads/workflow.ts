import { z } from 'zod';
import type { Namespace } from '../../constants.ts';
import type { MessageKey } from '../../messages/index.ts';

/** What a lead is: its three kinds, the statuses each moves through and how, and the limits of its fields. */

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
