import { LANGUAGES, translateMessage } from '@coachyard/contract';
import { z } from 'zod';

export const AVAILABLE_LANGUAGES = [...LANGUAGES];

/** The response schema of a successful call: DESIGN §3's envelope around `data`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    data,
    success: z.object({ message: z.string() }).optional(),
    available_languages: z.array(z.string()),
  });

/** Wraps a result in the envelope; a success message key is translated for the caller. */
export function ok<T>(data: T, success?: { messageKey: string; language: string }) {
  return {
    data,
    ...(success ? { success: { message: translateMessage(success.messageKey, success.language) } } : {}),
    available_languages: AVAILABLE_LANGUAGES,
  };
}
