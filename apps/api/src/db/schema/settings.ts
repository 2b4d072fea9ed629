import { bigserial, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/** Every version each group has had, written by a trigger on `settings` (migration 0006) in the same transaction. */
export const settingsVersions = pgTable(
  'settings_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    group: text('group').notNull(),
    version: integer('version').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    changedBy: uuid('changed_by'),
  },
  (table) => [uniqueIndex('settings_versions_group_version_unique').on(table.group, table.version)],
);
