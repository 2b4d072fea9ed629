import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contentPageSchema } from '@coachyard/contract';
import { api, answerAs, type Query } from '@/lib/api-client';
import { contentKeys, contentPaths } from './query-keys';

/** GET /content: a page of items with filters, search and sort. */
export function useContentList(query: Query) {
  return useQuery({
    queryKey: contentKeys.list(query),
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && contentPageSchema,
        await api.get(`/${contentPaths.list}`, query, signal),
      ),
    placeholderData: keepPreviousData,
  });
}
