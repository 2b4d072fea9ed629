import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trashRestoreResultSchema, type TrashRestore } from '@coachyard/contract';
import { answerAs, apiRequest } from '@/lib/api-client';

/** POST /trash/restore: each row on its own; every cached list may hold a row that is back now. */
export function useRestoreFromTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TrashRestore) => {
      const response = await apiRequest('POST', '/trash/restore', { body });
      return answerAs(import.meta.env.DEV && trashRestoreResultSchema, response.data);
    },
    onSettled: () => queryClient.invalidateQueries(),
  });
}
