import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentItemSchema } from '@coachyard/contract';
import { apiRequest, answerAs } from '@/lib/api-client';
import { contentKeys, contentPaths } from './query-keys';

/** POST /content/{id}/versions/{n}/restore: version n's text saved as a new version. */
export function useRestoreContentVersion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ restored, version }: { restored: number; version: number }) => {
      const response = await apiRequest('POST', `/${contentPaths.restoreVersion(id, restored)}`, {
        body: { version },
      });
      return { ...response, data: answerAs(import.meta.env.DEV && contentItemSchema, response.data) };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.root }),
  });
}
