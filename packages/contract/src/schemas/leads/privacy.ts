import { z } from 'zod';
import { jsonValueSchema } from '../envelope.ts';
import { LANGUAGES } from '../../constants.ts';
import type { MessageKey } from '../../messages/index.ts';
import { LEAD_KINDS, LEAD_LIMITS, leadStatusSchema } from './workflow.ts';

// Personal data: what is stored about one e-mail address, and its erasure.

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
        z.object({ type: z.string(), at: z.string(), data: z.record(z.string(), jsonValueSchema) }),
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
