import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { NAMESPACE, type App } from './context.ts';

export const TAG = 'advertisements';
export const idParams = z.object({ id: z.string().min(1).max(100) });
export const mediaParams = idParams.extend({ mediaId: z.string().min(1).max(100) });
export const langQuery = z.object({ lang: z.string().optional() });

/** The error answers a route documents: the one shared helper (lib/envelope.ts). */
export { errorResponses } from '../../lib/envelope.ts';

/** Restoring and listing deleted ads is an ADMIN's call (DESIGN §5); a refusal is audited like any other. */
export async function requireAdmin(app: App, request: FastifyRequest, action: string) {
  if (request.user?.role === 'ADMIN') return;
  await recordAudit(app.db, request, { action: 'access_denied', namespace: NAMESPACE, after: { action } });
  throw new AppError('FORBIDDEN');
}
