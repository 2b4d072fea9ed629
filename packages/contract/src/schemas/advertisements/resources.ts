import { resourceSchemas } from '../resource-schemas.ts';
import { advertisementSchema } from './answers.ts';
import { advertisementListQuerySchema } from './list-queries.ts';
import { advertisementPageSchema } from './list-row.ts';
import {
  advertisementCreateSchema,
  advertisementPatchSchema,
  advertisementUpdateSchema,
  advertisementVersionBodySchema,
  advertisementVersionQuerySchema,
} from './writes.ts';

/** The routes of an advertisement (the API's registration reads them). */
export const advertisementResourceSchemas = resourceSchemas({
  record: advertisementSchema,
  list: { query: advertisementListQuerySchema, page: advertisementPageSchema },
  create: advertisementCreateSchema,
  update: { put: advertisementUpdateSchema, patch: advertisementPatchSchema },
  remove: advertisementVersionQuerySchema,
  restore: advertisementVersionBodySchema,
});
