import { z } from 'zod';
import { pageOf } from '../envelope.ts';
import { leadSummarySchema } from './inbox.ts';

/**
 * A row of an inbox (GET /api/{ns}, issue 30): what the inbox table shows (received, sender and the start of the
 * message, status, the advertisement, the assignee, the response countdown), with the version for writes from
 * the list. The whole lead comes from GET /api/{ns}/{id}; the CSV export keeps its columns.
 */
export const leadListItemSchema = leadSummarySchema.pick({
  id: true,
  status: true,
  name: true,
  excerpt: true,
  advertisement: true,
  assignee: true,
  unread: true,
  due_at: true,
  overdue: true,
  first_response_at: true,
  version: true,
  created_at: true,
});
export type LeadListItem = z.infer<typeof leadListItemSchema>;

export const leadPageSchema = pageOf(leadListItemSchema);
export type LeadPage = z.infer<typeof leadPageSchema>;
