import { inArray, sql } from 'drizzle-orm';
import { userDisplayName } from '@coachyard/contract';
import { users } from '../../db/schema/index.ts';
import type { NameSource, RecordHistoryKind } from '../../lib/record-history.ts';
import { visibleUsersScope } from '../../lib/scope.ts';

/**
 * Users in the audit trail's history: a REPRESENTATIVE sees its dealers' and its own, anyone else their own.
 * Passwords never come back (the trail holds none); a restored role or active state signs the user out
 * everywhere, as changing them through the form does.
 */
export const userHistory: RecordHistoryKind = {
  namespace: 'users',
  table: users,
  scope: visibleUsersScope,
  complete(_db, restored, current) {
    const signOut = restored.role !== current.role || restored.isActive !== current.isActive;
    return signOut ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {};
  },
};

/** People by the name lists show (a dealer's branch name): a changed owner or manager reads as who it is. */
export const userNames: NameSource = async (db, ids) => {
  const rows = await db
    .select({ id: users.id, role: users.role, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      userDisplayName({ role: row.role, first_name: row.firstName, last_name: row.lastName }),
    ]),
  );
};
