import { errorEnvelopeSchema, LANGUAGES, translateMessage } from '@coachyard/contract';
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

/** The error answers a route documents, in DESIGN §3's envelope (one place for every module). */
export const errorResponses = <S extends 400 | 401 | 403 | 404 | 409 | 413 | 429>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as {
    [K in S]: typeof errorEnvelopeSchema;
  };
