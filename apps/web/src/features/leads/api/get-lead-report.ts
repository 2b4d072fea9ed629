import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { leadReportSchema, type LeadReportQuery, type Namespace } from '@coachyard/contract';
import { answerAs, api } from '@/lib/api-client';
import { leadKeys, leadPaths } from './query-keys';

/** GET /{inbox}/reports: the inbox's figures over a period, within the caller's scope. */
export const useLeadReport = (namespace: Namespace, query: LeadReportQuery) =>
  useQuery({
    queryKey: leadKeys.report(namespace, { ...query }),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && leadReportSchema,
        await api.get(leadPaths.report(namespace), { ...query }, signal),
      ),
  });
