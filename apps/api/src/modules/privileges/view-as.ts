import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { loginResponseSchema, viewAsRequestSchema, type Privileges } from '@coachyard/contract';
import { users } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { AppError, invalidFields } from '../../lib/errors.ts';
import { presentSessionUser } from '../users/index.ts';
import { NAMESPACE } from './matrix.ts';

/** What a view-as session may send besides reads: ending itself. */
const ALLOWED_WRITES = new Set(['POST /api/auth/logout']);
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const READ_ACTIONS = new Set(['list', 'read']);

const bearer = (request: FastifyRequest) =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];

/**
 * "View as" (issue 17): an ADMIN checks a privilege change by seeing the app as a chosen user of the role — its
 * sidebar, its screens, its rows — before trusting it. The API issues a token of that user marked with the
 * ADMIN's id; the token check then answers as that user (its role's privileges, its row scope), and this guard
 * refuses every write made with it, audited. A plugin without encapsulation, so the guard covers every route.
 */
export default fp(async (app) => {
  /** The ADMIN behind a view-as token, or null for an ordinary one. */
  const viewerOf = (request: FastifyRequest) => {
    const token = bearer(request);
    return (token && app.tokens.read(token)?.va) || null;
  };

  app.addHook('preHandler', async (request) => {
    if (!request.user || READ_METHODS.has(request.method)) return;
    const viewer = viewerOf(request);
    if (!viewer || ALLOWED_WRITES.has(`${request.method} ${request.routeOptions.url}`)) return;
    await recordAudit(app.db, request, {
      action: 'access_denied',
      namespace: NAMESPACE,
      after: { view_as_of: viewer, method: request.method, route: request.routeOptions.url ?? '' },
    });
    throw new AppError('FORBIDDEN', 'privileges.view_as_read_only');
  });

  // The viewed user's own privileges, less every write: its screens then offer no action it could not take here.
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (request.routeOptions.url !== '/api/users/permissions' || !viewerOf(request)) return payload;
    const answer = payload as { data: { privileges: Privileges } };
    const privileges = Object.fromEntries(
      Object.entries(answer.data.privileges)
        .map(([namespace, actions]) => [namespace, actions.filter((action) => READ_ACTIONS.has(action))])
        .filter(([, actions]) => actions.length > 0),
    );
    return { ...answer, data: { ...answer.data, privileges } };
  });

  app.post(
    '/privileges/view-as',
    {
      config: { privilege: [NAMESPACE, 'read'] },
      schema: {
        tags: ['privileges'],
        summary:
          'A read-only token of another user, for an ADMIN to see the app as that user’s role would (its privileges and row scope); every write made with it is refused with 403',
        body: viewAsRequestSchema,
        response: { 200: envelope(loginResponseSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const admin = request.user!;
      // Only an ADMIN, from its own session: a view-as token cannot start another.
      if (admin.role !== 'ADMIN' || viewerOf(request)) {
        await recordAudit(app.db, request, {
          action: 'access_denied',
          namespace: NAMESPACE,
          after: { view_as: true },
        });
        throw new AppError('FORBIDDEN');
      }
      const { user_id: userId } = request.body as { user_id: string };
      const [target] = await app.db
        .select()
        .from(users)
        .where(and(eq(users.id, userId), eq(users.isActive, true), isNull(users.deletedAt)));
      if (!target || target.id === admin.id) throw invalidFields({ user_id: ['privileges.view_as_user'] });
      const { token } = app.tokens.issue(target.id, target.tokenVersion, admin.id);
      await recordAudit(app.db, request, {
        action: 'view_as',
        namespace: NAMESPACE,
        entityId: target.id,
        after: { user: target.id, role: target.role },
      });
      return ok({ user: presentSessionUser(target), access_token: token });
    },
  );
});
