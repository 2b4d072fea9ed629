import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { userDisplayName, type LeadAssignee, type LeadKind, type Role } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { invalidFields } from '../../lib/errors.ts';
import { ownedByScope, type ScopedActor } from '../../lib/scope.ts';

/**
 * Who may hold a lead: an active ADMIN; for a query also its dealer and the dealer's representative; for FAQ and
 * contact a REPRESENTATIVE too (they hold those inboxes). Without a lead (a bulk assignment), the dealers and
 * representatives the actor sees stand in for "its dealer"; each lead is checked again when it is assigned.
 */
function holderCondition(
  db: Database,
  kind: LeadKind,
  actor: ScopedActor,
  dealerId: string | null | undefined,
) {
  const alsoHolds: SQL | undefined =
    kind !== 'query'
      ? eq(users.role, 'REPRESENTATIVE')
      : dealerId === undefined
        ? and(sql`${users.role} in ('DEALER', 'REPRESENTATIVE')`, ownedByScope(db, actor, users.id))
        : dealerId === null
          ? undefined
          : or(
              eq(users.id, dealerId),
              and(
                eq(users.role, 'REPRESENTATIVE'),
                sql`${users.id} = (select manager_id from users where id = ${dealerId})`,
              ),
            );
  return and(eq(users.isActive, true), isNull(users.deletedAt), or(eq(users.role, 'ADMIN'), alsoHolds));
}

/** The people the actor may give an inbox's leads (or one lead, by its dealer) to, by name. */
export async function assigneeCandidates(
  db: Database,
  kind: LeadKind,
  actor: ScopedActor,
  dealerId?: string | null,
): Promise<LeadAssignee[]> {
  const rows = await db
    .select({ id: users.id, role: users.role, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(holderCondition(db, kind, actor, dealerId))
    .orderBy(asc(users.firstName), asc(users.lastName))
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    role: row.role as LeadAssignee['role'],
    name: userDisplayName({ role: row.role as Role, first_name: row.firstName, last_name: row.lastName }),
  }));
}

/** Refuses an assignee who may not hold this lead (field `assignee_id`). */
export async function checkAssignee(
  db: Database,
  kind: LeadKind,
  actor: ScopedActor,
  dealerId: string | null,
  assigneeId: string,
) {
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, assigneeId), holderCondition(db, kind, actor, dealerId)));
  if (!person) throw invalidFields({ assignee_id: ['lead.assignee_invalid'] });
}
