import { eq, getTableName, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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

/**
 * `ownedByScope` decided in memory, for a row whose owner and the owner's manager are known: for reads answered
 * from a cache without asking the database (modules/advertisements/read-cache.ts).
 */
export const isOwnedInScope = (actor: ScopedActor, owner: { id: string; managerId: string | null }) =>
  actor.role === 'ADMIN' ||
  owner.id === actor.id ||
  (actor.role === 'REPRESENTATIVE' && owner.managerId === actor.id);

/**
 * A row scope that statements built once per shape can hold (db/prepared-by-shape.ts): `key` names its shape,
 * `build` writes it with placeholders, and `values` are what the placeholders take when it runs.
 */
export interface BoundScope {
  key: string;
  build(db: Database): SQL | undefined;
  values: Record<string, unknown>;
  /** The same condition with its values written in, for a statement built once only. */
  plain(db: Database): SQL | undefined;
}

export const isBoundScope = (scope: SQL | BoundScope): scope is BoundScope =>
  typeof (scope as BoundScope).build === 'function';

/** `ownedByScope` with the actor's id bound when the statement runs. */
export const boundOwnedByScope = (actor: ScopedActor, ownerColumn: PgColumn): BoundScope => ({
  key: `owned:${getTableName(ownerColumn.table)}.${ownerColumn.name}:${actor.role}`,
  build: (db) => ownedByScope(db, { role: actor.role, id: sql.placeholder('scope_actor') }, ownerColumn),
  values: { scope_actor: actor.id },
  plain: (db) => ownedByScope(db, actor, ownerColumn),
});

/** The users an actor may see: themselves, and for a REPRESENTATIVE the dealers it manages. */
export const visibleUsersScope = (db: Database, actor: ScopeActor) => ownedByScope(db, actor, users.id);
