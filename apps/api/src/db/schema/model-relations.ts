import { sql } from 'drizzle-orm';
import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { lookupItems } from './lookup-tables.ts';
import { trackedColumns } from './columns.ts';

/**
 * Model relations (issue 5): the ordered `vehicle-models` items a `brands` item offers. One row per brand, so the
 * brand's list is versioned (409 on a stale edit) and replaced as a whole. A row's id is its brand's id, so the
 * audit trail of a relation names the brand.
 */
export const modelRelations = pgTable('model_relations', {
  ...trackedColumns(),
  brandId: uuid('brand_id')
    .notNull()
    .unique()
    .references(() => lookupItems.id),
  modelIds: uuid('model_ids')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
});
export type ModelRelationRow = typeof modelRelations.$inferSelect;
