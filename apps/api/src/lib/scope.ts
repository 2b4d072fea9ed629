import { eq, inArray, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Role } from '@coachyard/contract';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

export interface ScopedActor {
  id: string;
  role: Role;
}

/** An actor as a scope sees it: its id may be a placeholder, bound when the statement runs. */
export type ScopeActor = { id: string | SQLWrapper; role: Role };

/**
 * Row scope of DESIGN §4 for rows that belong to a user (`ownerColumn`): an ADMIN sees all, a
 * REPRESENTATIVE its own and those of the dealers it manages, a DEALER only its own.
 * Returns undefined when nothing is to be filtered.
 */
export function ownedByScope(db: Database, actor: ScopeActor, ownerColumn: PgColumn): SQL | undefined {
  switch (actor.role) {
    case 'ADMIN':
      return undefined;
    case 'REPRESENTATIVE':
      return or(
        eq(ownerColumn, actor.id),
        inArray(ownerColumn, db.select({ id: users.id }).from(users).where(eq(users.managerId, actor.id))),
      );
    default:
      return eq(ownerColumn, actor.id);
  }
}

/** The users an actor may see: themselves, and for a REPRESENTATIVE the dealers it manages. */
export const visibleUsersScope = (db: Database, actor: ScopeActor) => ownedByScope(db, actor, users.id);
