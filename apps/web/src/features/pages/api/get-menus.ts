import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { siteMenuSchema } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';
import { menuKeys, menuPaths } from './query-keys';

const menusSchema = z.array(siteMenuSchema);

/** GET /pages: the navbar links, navbar content and footer, broken entries flagged. */
export function useMenus() {
  return useQuery({
    queryKey: menuKeys.all,
    queryFn: async ({ signal }) =>
      answerAs(import.meta.env.DEV && menusSchema, await api.get(`/${menuPaths.all}`, undefined, signal)),
  });
}
