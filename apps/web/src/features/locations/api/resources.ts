import {
  locationItemPageSchema,
  locationItemSchema,
  locationPageSchema,
  locationSchema,
  type Location,
  type LocationCreate,
  type LocationItem,
  type LocationItemCreate,
  type LocationItemPage,
  type LocationItemPatch,
  type LocationItemUpdate,
  type LocationPage,
  type LocationPatch,
  type LocationUpdate,
} from '@coachyard/contract';
import { defineResource } from '@/lib/resource-hooks';
import { locationKeys, locationPaths } from './query-keys';

/** Markets: GET/POST /locations, GET/PUT/PATCH /locations/{id}. */
export const markets = defineResource<{
  record: Location;
  page: LocationPage;
  create: LocationCreate;
  update: LocationUpdate;
  patch: LocationPatch;
}>({
  root: locationKeys.root,
  path: () => locationPaths.list,
  check: { record: import.meta.env.DEV && locationSchema, page: import.meta.env.DEV && locationPageSchema },
});

/**
 * A market's places, one level at a time (`parent_id` in the list's query), with the market, the parent place
 * and the breadcrumb trail: /locations/{id}/items.
 */
export const places = defineResource<
  {
    record: LocationItem;
    page: LocationItemPage;
    create: LocationItemCreate;
    update: LocationItemUpdate;
    patch: LocationItemPatch;
  },
  { locationId: string }
>({
  root: locationKeys.root,
  path: ({ locationId }) => locationPaths.items(locationId),
  check: {
    record: import.meta.env.DEV && locationItemSchema,
    page: import.meta.env.DEV && locationItemPageSchema,
  },
});

/** The market, parent and trail of a level without its rows: one row of the same list call. */
export function useLocationLevel(locationId: string, parentId: string | undefined) {
  const query = places.useList(
    { locationId },
    { per_page: 1, parent_id: parentId },
    { enabled: Boolean(locationId) },
  );
  const data = query.data && {
    location: query.data.location,
    parent: query.data.parent,
    trail: query.data.trail,
  };
  return { ...query, data };
}
