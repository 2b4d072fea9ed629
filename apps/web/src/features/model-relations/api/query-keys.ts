import type { QueryClient } from '@tanstack/react-query';
import type { Query } from '@/lib/api-client';

/** Every model relation query lives under one root, so a save refreshes the list and the brand at once. */
const ROOT = ['model-relations'] as const;

export const modelRelationKeys = {
  root: ROOT,
  list: (query: Query) => [...ROOT, 'list', query] as const,
  relation: (brandId: string) => [...ROOT, 'relation', brandId] as const,
  /** Kept under our root: the options follow our own invalidation, not the lookup screens'. */
  lookupOptions: (slug: string) => [...ROOT, 'lookup-options', slug] as const,
};

/** A save changes the list's counts and first names as well as the brand's own relation. */
export const invalidateModelRelations = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: modelRelationKeys.root });

export const modelRelationPaths = {
  list: 'model-relations',
  relation: (brandId: string) => `model-relations/${encodeURIComponent(brandId)}`,
  /** SPEC §7's lookup list; with `by_slug` and `records=all` it carries the table's active items. */
  lookupTables: 'collections',
};

/** The lookup tables the relations join: brands own models. */
export const BRANDS_SLUG = 'brands';
export const MODELS_SLUG = 'vehicle-models';
