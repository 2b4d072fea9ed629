import { z } from 'zod';
import { errorEnvelopeSchema, userPatchBodySchema } from '@coachyard/contract';

/** What every write body may hold once parsed (create, PUT, PATCH and PATCH /me share the fields). */
export type UserBody = Partial<z.output<typeof userPatchBodySchema>>;

export const TAG = 'users';
export const NAMESPACE = 'users';

/** Any text: an id that is not a user's is a 404 like a missing one. */
export const idParams = z.object({ id: z.string().min(1).max(64) });
export const langQuery = z.object({ lang: z.string().optional() });

/** The error answers a route documents, all in DESIGN §3's envelope. */
export const errorResponses = <S extends 400 | 401 | 403 | 404 | 409>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as {
    [K in S]: typeof errorEnvelopeSchema;
  };
