import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentBulkStatus } from '@coachyard/contract';
import { apiRequest } from '@/lib/api-client';
import { contentKeys, contentPaths } from './query-keys';

/** POST /content/bulk-status: publish or unpublish the selected items. */
export function useBulkContentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContentBulkStatus) => apiRequest('POST', `/${contentPaths.bulkStatus}`, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.root }),
  });
}
