import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Action, Namespace } from '@coachyard/contract';
import { recordAudit } from '../audit.ts';
import { AppError } from '../errors.ts';

type App = Pick<FastifyInstance, 'db' | 'privileges'>;

/** A second privilege on the same route (e.g. import both creates and updates), audited like the first. */
export async function requireAction(app: App, request: FastifyRequest, action: Action, namespace: Namespace) {
  if (await app.privileges.can(request.user!.role, namespace, action)) return;
  await recordAudit(app.db, request, { action: 'access_denied', namespace, after: { action } });
  throw new AppError('FORBIDDEN');
}

/**
 * Restoring a deleted row, or listing the deleted ones, is an ADMIN's call (DESIGN §5), on top of the
 * privilege the route already checked; a refusal is audited like any other.
 */
export async function requireAdmin(
  app: Pick<FastifyInstance, 'db'>,
  request: FastifyRequest,
  namespace: string,
  action = 'restore',
) {
  if (request.user?.role === 'ADMIN') return;
  await recordAudit(app.db, request, { action: 'access_denied', namespace, after: { action } });
  throw new AppError('FORBIDDEN');
}

/** `?lang=` of a route whose answer or messages are translated. */
export const langQuery = z.object({ lang: z.string().optional() });

/** `{id}` of a record route: any text; one that names no record is a 404 like a missing one. */
export const idParams = z.object({ id: z.string().min(1).max(100) });
