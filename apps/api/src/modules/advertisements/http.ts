import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@coachyard/contract';
import { recordAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { NAMESPACE, type App } from './context.ts';

export const TAG = 'advertisements';
export const idParams = z.object({ id: z.string().min(1).max(100) });
export const mediaParams = idParams.extend({ mediaId: z.string().min(1).max(100) });
export const langQuery = z.object({ lang: z.string().optional() });

/** The error answers a route documents, in DESIGN §3's envelope. */
export const errorResponses = <S extends 400 | 401 | 403 | 404 | 409 | 413>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as {
    [K in S]: typeof errorEnvelopeSchema;
  };

/** Restoring and listing deleted ads is an ADMIN's call (DESIGN §5); a refusal is audited like any other. */
export async function requireAdmin(app: App, request: FastifyRequest, action: string) {
  if (request.user?.role === 'ADMIN') return;
  await recordAudit(app.db, request, { action: 'access_denied', namespace: NAMESPACE, after: { action } });
  throw new AppError('FORBIDDEN');
}
