import { useInfiniteQuery } from '@tanstack/react-query';
import { auditPageSchema } from '@coachyard/contract';
import { api, answerAs, type Query } from '@/lib/api-client';
import { auditKeys, auditPaths } from './query-keys';

/**
 * GET /audit with the URL's filters: pages newest first, each asked for with the previous page's cursor, so the
 * hundredth page costs what the first does on a million events.
 */
export function useAuditEvents(filters: Query) {
  return useInfiniteQuery({
    queryKey: auditKeys.events(filters),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) =>
      answerAs(
        import.meta.env.DEV && auditPageSchema,
        await api.get(auditPaths.events, { ...filters, cursor: pageParam }, signal),
      ),
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}
