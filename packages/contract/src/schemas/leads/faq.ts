import { z } from 'zod';
import { LANGUAGES } from '../../constants.ts';
import type { MessageKey } from '../../messages/index.ts';
import { versionSchema } from '../envelope.ts';
import { LEAD_LIMITS } from './workflow.ts';
import { hasNul, typed } from './typed-text.ts';

// FAQ entries: a question turned into a CMS item, and the public FAQ.

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
