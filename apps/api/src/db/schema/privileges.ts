import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { trackedColumns } from './columns.ts';

/** One row per role and namespace: the actions that role may take there (DESIGN §4). */
export const rolePrivileges = pgTable(
  'role_privileges',
  {
    ...trackedColumns(),
    role: text('role').notNull(),
    namespace: text('namespace').notNull(),
    actions: text('actions').array().notNull(),
  },
  (table) => [uniqueIndex('role_privileges_role_namespace').on(table.role, table.namespace)],
);

/** One row per role: the roles it may create and manage (DESIGN §4's hierarchy), editable by an ADMIN. */
export const roleHierarchy = pgTable(
  'role_hierarchy',
  {
    ...trackedColumns(),
    role: text('role').notNull(),
    manages: text('manages').array().notNull(),
  },
  (table) => [uniqueIndex('role_hierarchy_role').on(table.role)],
);
