import { useQuery } from '@tanstack/react-query';
import { contentDiffSchema } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';
import { contentKeys, contentPaths } from './query-keys';

/** GET /content/{id}/versions/diff: what differs between two versions, field by field. */
export function useContentDiff(id: string, from: number | null, to: number | null) {
  return useQuery({
    queryKey: contentKeys.diff(id, from ?? 0, to ?? 0),
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && contentDiffSchema,
        await api.get(`/${contentPaths.diff(id)}`, { from, to }, signal),
      ),
    enabled: from !== null && to !== null && from !== to,
  });
}
