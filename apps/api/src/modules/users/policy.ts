import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Hierarchy, Role } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { preparedByShape } from '../../db/prepared-by-shape.ts';
import { users, type UserRow } from '../../db/schema/index.ts';
import { AppError, invalidFields, notFound } from '../../lib/errors.ts';
import { visibleUsersScope, type ScopedActor } from '../../lib/scope.ts';
import type { UserBody } from './schemas.ts';

/**
 * Who may do what to which user (DESIGN §4): row scope, the role hierarchy, one's own account, and
 * the fields only an ADMIN may set. Refusals about a form's field are 400s with that field's message,
 * so the form shows them (a 403 would sign the web client out, SPEC §8); 403 is for missing privileges.
 */

export const actorOf = (request: FastifyRequest): ScopedActor => request.user!;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Read on every request that shows or changes a user (`/users/me` among them): built once per role. */
const visibleUserStatement = preparedByShape((db, role: Role) =>
  db
    .select()
    .from(users)
    .where(
      and(eq(users.id, sql.placeholder('id')), visibleUsersScope(db, { role, id: sql.placeholder('actor') })),
    )
    .prepare(''),
);

/** A user the actor may see (themselves; a REPRESENTATIVE's dealers; all for an ADMIN), else 404. */
export async function findVisibleUser(
  db: Database,
  actor: ScopedActor,
  id: string,
  state: 'live' | 'deleted' = 'live',
): Promise<UserRow> {
  if (!UUID.test(id)) throw notFound();
  const [row] = await visibleUserStatement(db, actor.role).execute({ id, actor: actor.id });
  if (!row || (state === 'live') !== (row.deletedAt === null)) throw notFound();
  return row;
}

/** The roles the actor may create and manage (the hierarchy an ADMIN edits beside the privileges). */
const mayManageRole = (hierarchy: Hierarchy, actor: ScopedActor, role: string) =>
  (hierarchy[actor.role] as readonly string[]).includes(role);

/** Another user is managed only when the hierarchy allows its role; one's own account always is. */
export function assertManageable(hierarchy: Hierarchy, actor: ScopedActor, target: UserRow) {
  if (target.id !== actor.id && !mayManageRole(hierarchy, actor, target.role))
    throw new AppError('FORBIDDEN');
}

/** The role given to a user (new, or changed) must be one the actor's hierarchy allows. */
export function assertRoleAllowed(hierarchy: Hierarchy, actor: ScopedActor, role: string) {
  if (!mayManageRole(hierarchy, actor, role)) throw invalidFields({ role: ['user.role_not_allowed'] });
}

/** Nobody changes their own role or active state (sending the current value back is fine). */
export function assertOwnAccountRules(actor: ScopedActor, target: UserRow, body: UserBody) {
  if (target.id !== actor.id) return;
  const fields: Record<string, string[]> = {};
  if (body.role !== undefined && body.role !== target.role) fields.role = ['user.own_role_locked'];
  if (body.is_active !== undefined && (body.is_active === 1) !== target.isActive)
    fields.is_active = ['user.own_status_locked'];
  if (Object.keys(fields).length > 0) throw invalidFields(fields);
}

/** manager_id is an ADMIN's to set: anyone else sending it is refused like any unknown field. */
export function assertManagerFieldAllowed(actor: ScopedActor, body: UserBody) {
  if (body.manager_id !== undefined && actor.role !== 'ADMIN')
    throw invalidFields({ manager_id: ['common.unknown_field'] });
}

/**
 * The manager a user ends up with: a DEALER created by a REPRESENTATIVE is its dealer; an ADMIN may
 * point a DEALER at an active REPRESENTATIVE; any other role has none.
 */
export async function resolveManagerId(
  db: Database,
  actor: ScopedActor,
  role: Role,
  sent: string | null | undefined,
  current: string | null,
): Promise<string | null> {
  if (role !== 'DEALER') {
    if (sent) throw invalidFields({ manager_id: ['user.not_for_role'] });
    return null;
  }
  if (actor.role === 'REPRESENTATIVE') return current ?? actor.id;
  if (sent === undefined) return current;
  if (sent === null) return null;
  const [manager] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, sent),
        eq(users.role, 'REPRESENTATIVE'),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    );
  if (!manager) throw invalidFields({ manager_id: ['user.manager_invalid'] });
  return manager.id;
}
