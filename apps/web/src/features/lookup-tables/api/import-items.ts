import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lookupImportResultSchema } from '@coachyard/contract';
import { apiRequest, answerAs } from '@/lib/api-client';
import { invalidateLookups, lookupPaths } from './query-keys';

/**
 * POST /collections/{container}/items/import { csv }. Any bad row is a 400 and nothing changes; the
 * error's `fields` are keyed `<line>.<column>` (the same problems as `error.rows`), read back by
 * `importIssuesOf`.
 */
export function useImportItems(containerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (csv: string) => {
      const response = await apiRequest('POST', `/${lookupPaths.items(containerId)}/import`, {
        body: { csv },
      });
      return { ...response, data: answerAs(import.meta.env.DEV && lookupImportResultSchema, response.data) };
    },
    onSuccess: () => invalidateLookups(queryClient),
  });
}
