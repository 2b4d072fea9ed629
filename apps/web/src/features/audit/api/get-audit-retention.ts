import { useQuery } from '@tanstack/react-query';
import { auditRetentionSchema } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';
import { auditKeys, auditPaths } from './query-keys';

/** GET /audit/retention: how long events are kept, and before when the next daily purge deletes them. */
export function useAuditRetention() {
  return useQuery({
    queryKey: auditKeys.retention,
    queryFn: async ({ signal }) =>
      answerAs(import.meta.env.DEV && auditRetentionSchema, await api.get(auditPaths.retention, {}, signal)),
  });
}
