import type { QueryClient } from '@tanstack/react-query';

/** Every lookup query lives under one root, so a write refreshes lists, rows and breadcrumbs at once. */
const ROOT = ['lookup-tables'] as const;

export const lookupKeys = { root: ROOT };

/** A write changes counts, completeness and trails beyond the row itself: ask for all of it again. */
export const invalidateLookups = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: lookupKeys.root });

/** Paths of SPEC §7's generic calls; `{container}` is a table id or an item id (its children). */
export const lookupPaths = {
  tables: 'collections',
  items: (containerId: string) => `collections/${encodeURIComponent(containerId)}/items`,
};
