import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lookupImportResultSchema } from '@coachyard/contract';
import { apiRequest, answerAs } from '@/lib/api-client';
import { invalidateLocations, locationPaths } from './query-keys';

/** POST /locations/{id}/items/import?parent_id= { csv }: all or nothing; a bad row is a 400 listing every one. */
export function useImportLocationItems(locationId: string, parentId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (csv: string) => {
      const response = await apiRequest('POST', `${locationPaths.items(locationId)}/import`, {
        body: { csv },
        query: { parent_id: parentId },
      });
      return { ...response, data: answerAs(import.meta.env.DEV && lookupImportResultSchema, response.data) };
    },
    onSuccess: () => invalidateLocations(queryClient),
  });
}
