import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { leadPageSchema, type Namespace } from '@coachyard/contract';
import { answerAs, api, type Query } from '@/lib/api-client';
import { leadKeys, leadPaths } from './query-keys';

/** GET /{inbox}: a page of the leads the caller may see, with the URL's filters, search and sort. */
export function useLeads(namespace: Namespace, query: Query) {
  return useQuery({
    queryKey: leadKeys.list(namespace, query),
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && leadPageSchema,
        await api.get(leadPaths.list(namespace), query, signal),
      ),
    placeholderData: keepPreviousData,
  });
}
