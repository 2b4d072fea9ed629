import { queryOptions, useQuery } from '@tanstack/react-query';
import { modelRelationSchema } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';
import { modelRelationKeys, modelRelationPaths } from './query-keys';

/** GET /model-relations/{brandId}: one brand's models in order, with the version a save sends back. */
export const modelRelationQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: modelRelationKeys.relation(brandId),
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && modelRelationSchema,
        await api.get(`/${modelRelationPaths.relation(brandId)}`, undefined, signal),
      ),
    enabled: Boolean(brandId),
  });

export const useModelRelation = (brandId: string) => useQuery(modelRelationQueryOptions(brandId));
