import { z } from 'zod';
import { userPatchBodySchema } from '@coachyard/contract';

/** What every write body may hold once parsed (create, PUT, PATCH and PATCH /me share the fields). */
export type UserBody = Partial<z.output<typeof userPatchBodySchema>>;

export const TAG = 'users';
export const NAMESPACE = 'users';

/** Any text: an id that is not a user's is a 404 like a missing one. */
export const idParams = z.object({ id: z.string().min(1).max(64) });
export const langQuery = z.object({ lang: z.string().optional() });

/** The error answers a route documents: the one shared helper (lib/envelope.ts). */
export { errorResponses } from '../../lib/envelope.ts';
