import { queryOptions, useQuery } from '@tanstack/react-query';
import { modelRelationSchema } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';
import { referenceKeys } from './query-keys';

/** GET /model-relations/{brandId}: the models a brand offers, in order (the model select follows the brand). */
export const brandModelsQueryOptions = (brandId: string | null | undefined) =>
  queryOptions({
    queryKey: referenceKeys.brandModels(brandId ?? ''),
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && modelRelationSchema,
        await api.get(`/model-relations/${encodeURIComponent(brandId!)}`, {}, signal),
      ),
    enabled: Boolean(brandId),
    staleTime: 5 * 60_000,
  });

export function useBrandModels(brandId: string | null | undefined) {
  const query = useQuery(brandModelsQueryOptions(brandId));
  const models = (query.data?.models ?? []).filter((model) => model.is_active);
  return { ...query, models };
}
