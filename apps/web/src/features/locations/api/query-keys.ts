import type { QueryClient } from '@tanstack/react-query';

/**
 * Every locations query lives under one root, so a write refreshes lists, rows, breadcrumbs and the
 * advertisement form's market options at once.
 */
const ROOT = ['locations'] as const;

export const locationKeys = { root: ROOT };

/** A write changes counts and trails beyond the row itself: ask for all of it again. */
export const invalidateLocations = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: locationKeys.root });

const segment = encodeURIComponent;
export const locationPaths = {
  list: '/locations',
  one: (id: string) => `/locations/${segment(id)}`,
  items: (locationId: string) => `/locations/${segment(locationId)}/items`,
  item: (locationId: string, itemId: string) => `/locations/${segment(locationId)}/items/${segment(itemId)}`,
};
