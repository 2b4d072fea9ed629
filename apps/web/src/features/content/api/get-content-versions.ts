import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contentVersionSchema } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';
import { contentKeys, contentPaths } from './query-keys';

const versionsSchema = z.array(contentVersionSchema);

/** GET /content/{id}/versions: every save, newest first. */
export function useContentVersions(id: string, enabled: boolean) {
  return useQuery({
    queryKey: contentKeys.versions(id),
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && versionsSchema,
        await api.get(`/${contentPaths.versions(id)}`, undefined, signal),
      ),
    enabled,
  });
}
