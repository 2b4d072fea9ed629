import { useMutation, useQueryClient } from '@tanstack/react-query';
import { modelRelationSchema, type ModelRelationUpdate } from '@coachyard/contract';
import { apiRequest, answerAs } from '@/lib/api-client';
import { invalidateModelRelations, modelRelationPaths } from './query-keys';

/** PUT /model-relations/{brandId}: the whole ordered list, with the version it was read at (409 when stale). */
export function useUpdateModelRelation(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ModelRelationUpdate) => {
      const response = await apiRequest('PUT', `/${modelRelationPaths.relation(brandId)}`, { body });
      return { ...response, data: answerAs(import.meta.env.DEV && modelRelationSchema, response.data) };
    },
    onSettled: () => invalidateModelRelations(queryClient),
  });
}
