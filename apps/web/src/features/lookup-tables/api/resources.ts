import {
  lookupTablePageSchema,
  lookupTableSchema,
  lookupItemPageSchema,
  lookupItemSchema,
  type LookupTable,
  type LookupTableCreate,
  type LookupTablePage,
  type LookupTablePatch,
  type LookupTableUpdate,
  type LookupItem,
  type LookupItemCreate,
  type LookupItemPage,
  type LookupItemPatch,
  type LookupItemUpdate,
} from '@coachyard/contract';
import { defineResource } from '@/lib/resource-hooks';
import { lookupKeys, lookupPaths } from './query-keys';

/** Lookup tables: GET/POST /collections, GET/PUT/PATCH /collections/{id}. */
export const lookupTables = defineResource<{
  record: LookupTable;
  page: LookupTablePage;
  create: LookupTableCreate;
  update: LookupTableUpdate;
  patch: LookupTablePatch;
}>({
  root: lookupKeys.root,
  path: () => `/${lookupPaths.tables}`,
  check: {
    record: import.meta.env.DEV && lookupTableSchema,
    page: import.meta.env.DEV && lookupTablePageSchema,
  },
});

/**
 * A table's items, or an item's children (`container` is a table id or an item id), with the table, the parent
 * item and the breadcrumb trail: /collections/{container}/items.
 */
export const lookupItems = defineResource<
  {
    record: LookupItem;
    page: LookupItemPage;
    create: LookupItemCreate;
    update: LookupItemUpdate;
    patch: LookupItemPatch;
  },
  { containerId: string }
>({
  root: lookupKeys.root,
  path: ({ containerId }) => `/${lookupPaths.items(containerId)}`,
  check: {
    record: import.meta.env.DEV && lookupItemSchema,
    page: import.meta.env.DEV && lookupItemPageSchema,
  },
});

/** The table, parent and trail of a container without its rows: one row of the same list call. */
export function useItemContainer(containerId: string) {
  const query = lookupItems.useList({ containerId }, { per_page: 1 }, { enabled: Boolean(containerId) });
  const data = query.data && {
    table: query.data.collection,
    parent: query.data.parent,
    trail: query.data.trail,
  };
  return { ...query, data };
}
