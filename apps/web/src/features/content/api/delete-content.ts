import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contentKeys, contentPaths } from './query-keys';

/** DELETE /content/{id}: refused (409, naming the menus) when menus link to it, unless forced. */
export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, force }: { id: string; version: number; force?: boolean }) =>
      apiRequest('DELETE', `/${contentPaths.item(id)}`, { query: { version, force: force ? 1 : undefined } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.root }),
  });
}
