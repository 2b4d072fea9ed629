import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { RecordHistoryKind } from '../../lib/record-history.ts';
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
