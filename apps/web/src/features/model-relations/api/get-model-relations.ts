import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { modelRelationPageSchema } from '@coachyard/contract';
import { api, type Query, answerAs } from '@/lib/api-client';
import { modelRelationKeys, modelRelationPaths } from './query-keys';

/** GET /model-relations: a page of brands with their ordered models (search by brand or model name). */
export function useModelRelations(query: Query) {
  return useQuery({
    queryKey: modelRelationKeys.list(query),
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && modelRelationPageSchema,
        await api.get(`/${modelRelationPaths.list}`, query, signal),
      ),
    // The old page stays on screen while the next one arrives: no flashing table on every keystroke.
    placeholderData: keepPreviousData,
  });
}
