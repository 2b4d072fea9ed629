import { useQuery } from '@tanstack/react-query';
import { contentItemSchema } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';
import { contentKeys, contentPaths } from './query-keys';

/** GET /content/{id}: one item with every language. */
export function useContentItem(id: string | undefined) {
  return useQuery({
    queryKey: contentKeys.item(id ?? ''),
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && contentItemSchema,
        await api.get(`/${contentPaths.item(id!)}`, undefined, signal),
      ),
    enabled: Boolean(id),
  });
}
