import { resourceSchemas } from '../resource-schemas.ts';
import {
  contentDeleteQuerySchema,
  contentItemSchema,
  contentListQuerySchema,
  contentPageSchema,
  contentRestoreSchema,
} from './items.ts';
import { contentUpdateSchema, contentWriteSchema } from './writes.ts';

/** The routes of a content item (the API's registration reads them); saving is always the whole item. */
export const contentResourceSchemas = resourceSchemas({
  record: contentItemSchema,
  list: { query: contentListQuerySchema, page: contentPageSchema },
  create: contentWriteSchema,
  update: { put: contentUpdateSchema },
  remove: contentDeleteQuerySchema,
  restore: contentRestoreSchema,
});
