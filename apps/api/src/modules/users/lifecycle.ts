import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '@coachyard/contract';
import { users, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { visibleUsersScope } from '../../lib/scope.ts';
import { applyVersionedChange } from '../../lib/versioned.ts';
import { actorOf, assertManageable, findVisibleUser } from './policy.ts';
import { NAMESPACE } from './schemas.ts';
import { presenterFor, withEmailCheck } from './service.ts';

type App = Pick<FastifyInstance, 'db' | 'storage' | 'config' | 'tokens' | 'privileges'>;

/**
 * Soft delete and restore (DESIGN §5). A deleted user is signed out everywhere; its tokens stay dead
 * after a restore. Both are versioned (409) and audited in the same transaction.
 */
export async function deleteUser(
  app: App,
  request: FastifyRequest,
  id: string,
  version: number,
): Promise<User> {
  const actor = actorOf(request);
  const current = await findVisibleUser(app.db, actor, id);
  if (current.id === actor.id) throw new AppError('BAD_REQUEST', 'user.own_status_locked');
  assertManageable(await app.privileges.hierarchy(), actor, current);
  const present = await presenterFor(app, request, [current]);
  return applyVersionedChange(app.db, request, {
    table: users,
    namespace: NAMESPACE,
    id,
    version,
    scope: visibleUsersScope(app.db, actor),
    state: 'live',
    action: 'delete',
    present,
    changes: {
      deletedAt: new Date(),
      tokenVersion: sql`${users.tokenVersion} + 1`,
    } as unknown as Partial<UserRow>,
  });
}

/** Restoring a user whose email address was taken meanwhile is refused (email_taken). */
export async function restoreUser(
  app: App,
  request: FastifyRequest,
  id: string,
  version: number,
): Promise<User> {
  const actor = actorOf(request);
  const current = await findVisibleUser(app.db, actor, id, 'deleted');
  const present = await presenterFor(app, request, [current]);
  return withEmailCheck(() =>
    applyVersionedChange(app.db, request, {
      table: users,
      namespace: NAMESPACE,
      id,
      version,
      scope: visibleUsersScope(app.db, actor),
      state: 'deleted',
      action: 'restore',
      present,
      changes: { deletedAt: null } as Partial<UserRow>,
    }),
  );
}
