import { useMutation, useQueryClient } from '@tanstack/react-query';
import { siteMenuSchema, type MenuKey } from '@coachyard/contract';
import { apiRequest, answerAs } from '@/lib/api-client';
import { menuKeys, menuPaths } from './query-keys';

/** POST /pages/{menu}/history/{n}/restore: version n's entries saved as the next version. */
export function useRestoreMenuVersion(menu: MenuKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ restored, version }: { restored: number; version: number }) => {
      const response = await apiRequest('POST', `/${menuPaths.restore(menu, restored)}`, {
        body: { version },
      });
      return { ...response, data: answerAs(import.meta.env.DEV && siteMenuSchema, response.data) };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuKeys.root }),
  });
}
