import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * DELETE {path}?version=: every module deletes softly with the version read, so a record changed meanwhile is
 * refused (409) rather than deleted unseen, and the trash can bring it back. Every cached list may have held it.
 */
export function useDeleteRecord(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => apiRequest('DELETE', path, { query: { version } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
