import { queryOptions, useQuery } from '@tanstack/react-query';
import { leadUnreadCountsSchema } from '@coachyard/contract';
import { answerAs, api } from '@/lib/api-client';
import { leadKeys, leadPaths } from './query-keys';

/** How often the counts are asked again: new leads show without a reload. */
const REFRESH_MS = 30_000;

/** GET /leads/unread-counts: unopened leads per inbox the caller may list. */
export const unreadLeadCountsQueryOptions = queryOptions({
  queryKey: leadKeys.unread,
  refetchInterval: REFRESH_MS,
  queryFn: async ({ signal }) =>
    answerAs(import.meta.env.DEV && leadUnreadCountsSchema, await api.get(leadPaths.unread, {}, signal)),
});

export const useUnreadLeadCounts = (enabled = true) => useQuery({ ...unreadLeadCountsQueryOptions, enabled });
