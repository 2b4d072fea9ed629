import { resourceSchemas, type ResourceSchemas } from '../resource-schemas.ts';
import {
  lookupItemListQuerySchema,
  lookupItemPageSchema,
  lookupItemSchema,
  lookupTableListQuerySchema,
  lookupTablePageSchema,
  lookupTableSchema,
} from './entries.ts';
import {
  lookupDeleteQuerySchema,
  lookupItemCreateSchema,
  lookupItemPatchSchema,
  lookupItemUpdateSchema,
  lookupRestoreSchema,
  lookupTableCreateSchema,
  lookupTablePatchSchema,
  lookupTableUpdateSchema,
} from './writes.ts';

/**
 * A translated entry's routes (lookup tables and their items, markets and their places): they delete and restore
 * alike, by version, so only their records, lists and writes differ.
 */
export const translatedEntrySchemas = <const Schemas extends Omit<ResourceSchemas, 'remove' | 'restore'>>(
  schemas: Schemas,
) => resourceSchemas({ ...schemas, remove: lookupDeleteQuerySchema, restore: lookupRestoreSchema });

/** The routes of a lookup table (the API's registration reads them). */
export const lookupTableResourceSchemas = translatedEntrySchemas({
  record: lookupTableSchema,
  list: { query: lookupTableListQuerySchema, page: lookupTablePageSchema },
  create: lookupTableCreateSchema,
  update: { put: lookupTableUpdateSchema, patch: lookupTablePatchSchema },
});

/** The routes of a lookup table's items. */
export const lookupItemResourceSchemas = translatedEntrySchemas({
  record: lookupItemSchema,
  list: { query: lookupItemListQuerySchema, page: lookupItemPageSchema },
  create: lookupItemCreateSchema,
  update: { put: lookupItemUpdateSchema, patch: lookupItemPatchSchema },
});
