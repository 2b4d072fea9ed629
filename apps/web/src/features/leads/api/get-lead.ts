import { useQuery, useQueryClient } from '@tanstack/react-query';
import { leadDetailSchema, type Namespace } from '@coachyard/contract';
import { answerAs, api } from '@/lib/api-client';
import { invalidateLeadLists, leadKeys, leadPaths } from './query-keys';

/** GET /{inbox}/{id}: the lead with its timeline. Opening it marks it read, so the lists and counts follow. */
export function useLead(namespace: Namespace, id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: leadKeys.one(namespace, id ?? ''),
    enabled: Boolean(id),
    queryFn: async ({ signal }) => {
      const lead = answerAs(
        import.meta.env.DEV && leadDetailSchema,
        await api.get(leadPaths.one(namespace, id!), {}, signal),
      );
      void invalidateLeadLists(queryClient);
      return lead;
    },
  });
}
