import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { invalidFields } from '../../lib/errors.ts';
import type { ScopedActor } from '../../lib/scope.ts';

/**
 * The few facts about users an advertisement needs: who may own one and what a dealer is called. Read-only;
 * the users module owns the table.
 */
export async function dealersByIds(db: Database, ids: readonly string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: users.id, name: users.firstName, managerId: users.managerId, isActive: users.isActive })
    .from(users)
    .where(and(inArray(users.id, [...new Set(ids)]), eq(users.role, 'DEALER'), isNull(users.deletedAt)));
}

/**
 * The owner of a new ad, or of an ad handed to another dealer: a DEALER's ads are its own; an ADMIN names any
 * active dealer; a REPRESENTATIVE one of the dealers it manages.
 */
export async function resolveOwner(
  db: Database,
  actor: ScopedActor,
  ownerId: string | undefined,
): Promise<string> {
  if (actor.role === 'DEALER') {
    if (ownerId && ownerId !== actor.id) throw invalidFields({ owner_id: ['advertisement.owner_invalid'] });
    return actor.id;
  }
  if (!ownerId) throw invalidFields({ owner_id: ['advertisement.owner_required'] });
  const [dealer] = await dealersByIds(db, [ownerId]);
  const allowed =
    dealer?.isActive &&
    (actor.role === 'ADMIN' || (actor.role === 'REPRESENTATIVE' && dealer.managerId === actor.id));
  if (!allowed) throw invalidFields({ owner_id: ['advertisement.owner_invalid'] });
  return ownerId;
}

/** Every active dealer with its country (a countries item id), oldest first: demo data spreads its ads over them. */
export const activeDealers = (db: Database) =>
  db
    .select({ id: users.id, country: users.country })
    .from(users)
    .where(and(eq(users.role, 'DEALER'), eq(users.isActive, true), isNull(users.deletedAt)))
    .orderBy(users.createdAt, users.id);

/** A live user's id by e-mail address (the demo dealer of the seed), or null. */
export const userIdByEmail = async (db: Database, email: string) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.emailAddress}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
  )[0]?.id ?? null;
