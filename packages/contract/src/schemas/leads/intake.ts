import { z } from 'zod';
import { LANGUAGES, REGIONS } from '../../constants.ts';
import type { MessageKey } from '../../messages/index.ts';
import { LEAD_LIMITS } from './workflow.ts';
import { optionalTyped, typed } from './typed-text.ts';

// The public intake: the site's three forms and the challenge that guards them.

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
