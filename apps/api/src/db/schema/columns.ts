import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Columns every editable row has (DESIGN §5). */
export const trackedColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: uuid('created_by'),
  updatedBy: uuid('updated_by'),
});

/** Soft delete (DESIGN §5): a deleted row keeps its data and can be restored. */
export const softDeleteColumn = () => ({
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});
