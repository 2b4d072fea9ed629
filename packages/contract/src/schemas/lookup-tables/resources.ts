import { resourceSchemas } from '../resource-schemas.ts';
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

/** The routes of a lookup table (the API's registration reads them). */
export const lookupTableResourceSchemas = resourceSchemas({
  record: lookupTableSchema,
  list: { query: lookupTableListQuerySchema, page: lookupTablePageSchema },
  create: lookupTableCreateSchema,
  update: { put: lookupTableUpdateSchema, patch: lookupTablePatchSchema },
  remove: lookupDeleteQuerySchema,
  restore: lookupRestoreSchema,
});

/** The routes of a lookup table's items. */
export const lookupItemResourceSchemas = resourceSchemas({
  record: lookupItemSchema,
  list: { query: lookupItemListQuerySchema, page: lookupItemPageSchema },
  create: lookupItemCreateSchema,
  update: { put: lookupItemUpdateSchema, patch: lookupItemPatchSchema },
  remove: lookupDeleteQuerySchema,
  restore: lookupRestoreSchema,
});
