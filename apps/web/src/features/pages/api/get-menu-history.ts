import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { siteMenuVersionSchema, type MenuKey } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';
import { menuKeys, menuPaths } from './query-keys';

const historySchema = z.array(siteMenuVersionSchema);

/** GET /pages/{menu}/history: every version of a menu, newest first. */
export function useMenuHistory(menu: MenuKey, enabled: boolean) {
  return useQuery({
    queryKey: menuKeys.history(menu),
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && historySchema,
        await api.get(`/${menuPaths.history(menu)}`, undefined, signal),
      ),
    enabled,
  });
}
