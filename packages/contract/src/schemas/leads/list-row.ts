import { z } from 'zod';
import { pageOf } from '../envelope.ts';
import { leadStatusSchema } from './workflow.ts';

/** How many characters of the message a list row carries: what its one line shows, on a phone's card too. */
export const LEAD_LIST_EXCERPT_LENGTH = 60;

/**
 * The advertisement a query is about, as the inbox's column shows it (issue 30): its short id, its title in `?lang`
 * and its cover's thumbnail, the rest of its URL after the page's `thumbnail_base` as in the advertisements list
 * (`thumbnailUrlOf`, format/thumbnail.ts). Its id and public link are in the lead (GET /api/{ns}/{id}).
 */
export const leadListAdvertisementSchema = z.object({
  short_id: z.string(),
  title_text: z.string(),
  thumbnail: z.string().nullable(),
});
export type LeadListAdvertisement = z.infer<typeof leadListAdvertisementSchema>;

/**
 * A row of an inbox (GET /api/{ns}, issue 30): what the inbox table and its phone cards show — received, the
 * sender and the start of the message, status, the advertisement, the assignee's name, the response countdown.
 * The whole lead comes from GET /api/{ns}/{id}; the CSV export keeps its columns (the lead's summary).
 */
export const leadListItemSchema = z.object({
  id: z.uuid(),
  status: leadStatusSchema,
  name: z.string(),
  /** The first LEAD_LIST_EXCERPT_LENGTH characters of the message (the lead's `excerpt` has 200). */
  excerpt: z.string(),
  advertisement: leadListAdvertisementSchema.nullable(),
  /** The assignee's name. */
  assignee: z.string().nullable(),
  unread: z.boolean(),
  /** When the first personal reply is due; null once answered or closed. Past it, the lead is overdue. */
  due_at: z.string().nullable(),
  /** A personal reply went out (the lead's `first_response_at` says when). */
  answered: z.boolean(),
  created_at: z.string(),
});
export type LeadListItem = z.infer<typeof leadListItemSchema>;

export const leadPageSchema = pageOf(leadListItemSchema, {
  /** Where the rows' thumbnails are, unless a row's is a whole URL (`thumbnailUrlOf`, format/thumbnail.ts). */
  thumbnail_base: z.string(),
});
export type LeadPage = z.infer<typeof leadPageSchema>;
