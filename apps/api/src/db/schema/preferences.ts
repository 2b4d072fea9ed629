import { jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { trackedColumns } from './columns.ts';
import { users } from './users.ts';

/** A user's own choices, kept on the server so they follow the user to another browser (issue 17). */
export const userPreferences = pgTable(
  'user_preferences',
  {
    ...trackedColumns(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
  },
  (table) => [uniqueIndex('user_preferences_user_key').on(table.userId, table.key)],
);
