import { jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { trackedColumns } from './columns.ts';

/**
 * Site settings (issue 14): one row per group (`site`, `regions`, …) whose `values` follow the group's
 * schema in the contract. Written through lib/versioned.ts like any other row.
 */
export const settings = pgTable(
  'settings',
  {
    ...trackedColumns(),
    group: text('group').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [uniqueIndex('settings_group_unique').on(table.group)],
);
export type SettingsRow = typeof settings.$inferSelect;
