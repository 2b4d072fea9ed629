import type { QueryClient } from '@tanstack/react-query';
import type { Query } from '@/lib/api-client';

/**
 * Every locations query lives under one root, so a write refreshes lists, rows, breadcrumbs and the
 * advertisement form's market options at once.
 */
const ROOT = ['locations'] as const;

export const locationKeys = {
  root: ROOT,
  list: (query: Query) => [...ROOT, 'list', query] as const,
  one: (id: string) => [...ROOT, 'one', id] as const,
  items: (locationId: string, query: Query) => [...ROOT, 'items', locationId, query] as const,
  item: (locationId: string, itemId: string) => [...ROOT, 'item', locationId, itemId] as const,
};

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
