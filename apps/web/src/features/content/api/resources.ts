import {
  contentItemSchema,
  contentPageSchema,
  type ContentItem,
  type ContentPage,
  type ContentUpdate,
  type ContentWrite,
} from '@coachyard/contract';
import type { Query } from '@/lib/api-client';
import { defineResource } from '@/lib/resource-hooks';
import { contentKeys } from './query-keys';

/**
 * CMS items: GET/POST /content, GET/PUT/DELETE /content/{id}. A save's answer is the item at its new version,
 * kept at once for the editor, and every content query (the list, the item, its history) is asked for again.
 * DELETE takes `force: 1` to delete an item that menus link to (without it: 409 naming the menus).
 */
export const contentItems = defineResource<{
  record: ContentItem;
  page: ContentPage;
  create: ContentWrite;
  update: ContentUpdate;
}>({
  root: contentKeys.root,
  path: () => '/content',
  check: { record: import.meta.env.DEV && contentItemSchema, page: import.meta.env.DEV && contentPageSchema },
  afterWrite: 'keep-and-refetch',
});

/** GET /content: a page of items with filters, search and sort; the menus link to them. */
export const useContentList = (query: Query) => contentItems.useList({}, query);
