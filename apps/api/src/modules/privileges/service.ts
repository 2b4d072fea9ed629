import { eq } from 'drizzle-orm';
import {
  ACTIONS,
  DEFAULT_PRIVILEGES,
  HIERARCHY,
  NAMESPACES,
  ROLES,
  type Action,
  type Hierarchy,
  type Namespace,
  type Privileges,
  type Role,
} from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { roleHierarchy, rolePrivileges } from '../../db/schema/index.ts';
import { readHierarchy } from './matrix.ts';

/** Privileges change rarely and are read on every request: keep them a few seconds per process. */
const CACHE_MILLISECONDS = 5_000;

export function createPrivilegeService(db: Database) {
  const cache = new Map<Role, { privileges: Privileges; loadedAt: number }>();
  let hierarchyCache: { hierarchy: Promise<Hierarchy>; loadedAt: number } | null = null;

  async function privilegesOf(role: Role): Promise<Privileges> {
    const cached = cache.get(role);
    if (cached && Date.now() - cached.loadedAt < CACHE_MILLISECONDS) return cached.privileges;
    const rows = await db
      .select({ namespace: rolePrivileges.namespace, actions: rolePrivileges.actions })
      .from(rolePrivileges)
      .where(eq(rolePrivileges.role, role));
    const privileges: Privileges = {};
    for (const row of rows) {
      if (!(NAMESPACES as readonly string[]).includes(row.namespace)) continue;
      const actions = row.actions.filter((action): action is Action =>
        (ACTIONS as readonly string[]).includes(action),
      );
      if (actions.length > 0) privileges[row.namespace as Namespace] = actions;
    }
    cache.set(role, { privileges, loadedAt: Date.now() });
    return privileges;
  }

  return {
    privilegesOf,
    async can(role: Role, namespace: Namespace, action: Action) {
      return (await privilegesOf(role))[namespace]?.includes(action) ?? false;
    },
    /** Which roles each role may create and manage, kept like the privileges (edited with them). */
    hierarchy(): Promise<Hierarchy> {
      if (!hierarchyCache || Date.now() - hierarchyCache.loadedAt >= CACHE_MILLISECONDS) {
        const hierarchy = readHierarchy(db);
        hierarchyCache = { hierarchy, loadedAt: Date.now() };
        hierarchy.catch(() => (hierarchyCache = null));
      }
      return hierarchyCache.hierarchy;
    },
    forget: () => {
      cache.clear();
      hierarchyCache = null;
    },
  };
}
export type PrivilegeService = ReturnType<typeof createPrivilegeService>;

/** Seeds the default privileges of DESIGN §4 for every role (idempotent, keeps edited rows). */
export async function seedDefaultPrivileges(db: Database) {
  const rows = ROLES.flatMap((role) =>
    Object.entries(DEFAULT_PRIVILEGES[role]).map(([namespace, actions]) => ({ role, namespace, actions })),
  );
  await db.insert(rolePrivileges).values(rows).onConflictDoNothing();
  await db
    .insert(roleHierarchy)
    .values(ROLES.map((role) => ({ role, manages: [...HIERARCHY[role]] })))
    .onConflictDoNothing();
}
