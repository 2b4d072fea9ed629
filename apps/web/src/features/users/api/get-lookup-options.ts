import { queryOptions, useQuery } from '@tanstack/react-query';
import { lookupTablePageSchema, type LookupTableSlug, type LookupItem } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';

/**
 * GET /collections?by_slug={slug}&records=all: a lookup table with its active items in order, which
 * every signed-in user may read (DESIGN §4); the form's roles, countries and languages.
 */
export const lookupItemsQueryOptions = (slug: LookupTableSlug) =>
  queryOptions({
    queryKey: ['lookup-tables', 'by-slug', slug],
    queryFn: async ({ signal }): Promise<LookupItem[]> => {
      const page = answerAs(
        import.meta.env.DEV && lookupTablePageSchema,
        await api.get('/collections', { by_slug: slug, records: 'all' }, signal),
      );
      return page.items[0]?.items ?? [];
    },
    staleTime: 5 * 60_000,
  });

/** `enabled` false asks nothing yet (a filter's choices, until its panel is about to open). */
export const useLookupItems = (slug: LookupTableSlug, enabled = true) =>
  useQuery({ ...lookupItemsQueryOptions(slug), enabled });
