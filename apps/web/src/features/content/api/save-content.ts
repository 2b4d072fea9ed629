import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentItemSchema, type ContentUpdate, type ContentWrite } from '@coachyard/contract';
import { apiRequest, answerAs } from '@/lib/api-client';
import { contentKeys, contentPaths } from './query-keys';

/** POST /content (no id) or PUT /content/{id} with the version read (409 with the current item when stale). */
export function useSaveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: ContentWrite | ContentUpdate }) => {
      const response = id
        ? await apiRequest('PUT', `/${contentPaths.item(id)}`, { body })
        : await apiRequest('POST', `/${contentPaths.list}`, { body });
      return { ...response, data: answerAs(import.meta.env.DEV && contentItemSchema, response.data) };
    },
    onSuccess: ({ data }) => queryClient.setQueryData(contentKeys.item(data.id), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.root }),
  });
}
