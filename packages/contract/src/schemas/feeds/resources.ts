import { resourceSchemas } from '../resource-schemas.ts';
import {
  feedCreateSchema,
  feedDeleteQuerySchema,
  feedListQuerySchema,
  feedPageSchema,
  feedPatchSchema,
  feedRestoreSchema,
  feedSchema,
  feedUpdateSchema,
} from './fields.ts';

/** The routes of a feed (the API's registration reads them). */
export const feedResourceSchemas = resourceSchemas({
  record: feedSchema,
  list: { query: feedListQuerySchema, page: feedPageSchema },
  create: feedCreateSchema,
  update: { put: feedUpdateSchema, patch: feedPatchSchema },
  remove: feedDeleteQuerySchema,
  restore: feedRestoreSchema,
});
