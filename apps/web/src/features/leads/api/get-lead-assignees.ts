import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { leadAssigneeSchema, type Namespace } from '@coachyard/contract';
import { answerAs, api } from '@/lib/api-client';
import { leadKeys, leadPaths } from './query-keys';

const assigneesSchema = z.array(leadAssigneeSchema);

/** GET /{inbox}/assignees[?lead=]: who the caller may give the inbox's leads (or that one) to. */
export const useLeadAssignees = (namespace: Namespace, leadId: string | null, enabled = true) =>
  useQuery({
    queryKey: leadKeys.assignees(namespace, leadId),
    enabled,
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && assigneesSchema,
        await api.get(leadPaths.assignees(namespace), leadId ? { lead: leadId } : {}, signal),
      ),
  });
