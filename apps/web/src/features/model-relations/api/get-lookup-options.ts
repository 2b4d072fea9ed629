import { queryOptions, useQuery } from '@tanstack/react-query';
import { lookupTablePageSchema } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';
import { modelRelationKeys, modelRelationPaths } from './query-keys';

/**
 * GET /collections?by_slug={slug}&records=all: the active items of one lookup table in the reader's
 * language, in the table's order; an unknown table gives none.
 */
export const lookupOptionsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: modelRelationKeys.lookupOptions(slug),
    queryFn: async ({ signal }) => {
      const answer = await api.get(
        `/${modelRelationPaths.lookupTables}`,
        { by_slug: slug, records: 'all' },
        signal,
      );
      return answerAs(import.meta.env.DEV && lookupTablePageSchema, answer).items[0]?.items ?? [];
    },
  });

export const useLookupOptions = (slug: string) => useQuery(lookupOptionsQueryOptions(slug));
