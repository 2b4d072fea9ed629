import { translatedEntrySchemas } from '../lookup-tables/index.ts';
import {
  locationItemListQuerySchema,
  locationItemPageSchema,
  locationItemSchema,
  locationListQuerySchema,
  locationPageSchema,
  locationSchema,
} from './entries.ts';
import {
  locationCreateSchema,
  locationItemCreateSchema,
  locationItemPatchSchema,
  locationItemUpdateSchema,
  locationPatchSchema,
  locationUpdateSchema,
} from './writes.ts';

/** The routes of a market (the API's registration reads them). */
export const locationResourceSchemas = translatedEntrySchemas({
  record: locationSchema,
  list: { query: locationListQuerySchema, page: locationPageSchema },
  create: locationCreateSchema,
  update: { put: locationUpdateSchema, patch: locationPatchSchema },
});

/** The routes of a market's places. */
export const locationItemResourceSchemas = translatedEntrySchemas({
  record: locationItemSchema,
  list: { query: locationItemListQuerySchema, page: locationItemPageSchema },
  create: locationItemCreateSchema,
  update: { put: locationItemUpdateSchema, patch: locationItemPatchSchema },
});
