import { useMutation, useQueryClient } from '@tanstack/react-query';
import { siteMenuSchema, type MenuKey, type MenuWrite } from '@coachyard/contract';
import { apiRequest, answerAs } from '@/lib/api-client';
import { menuKeys, menuPaths } from './query-keys';

/** PUT /pages/{menu}: the whole menu in order, with the version read (409 with the current menu when stale). */
export function useSaveMenu(menu: MenuKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MenuWrite) => {
      const response = await apiRequest('PUT', `/${menuPaths.menu(menu)}`, { body });
      return { ...response, data: answerAs(import.meta.env.DEV && siteMenuSchema, response.data) };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuKeys.root }),
  });
}
