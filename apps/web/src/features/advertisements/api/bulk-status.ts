import { useMutation, useQueryClient } from '@tanstack/react-query';
import { advertisementBulkResultSchema, type AdvertisementBulkStatus } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';
import { invalidateAds, adPaths } from './query-keys';

/** POST /advertisements/bulk-status: each selected ad is moved, or refused, on its own. */
export function useBulkStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AdvertisementBulkStatus) =>
      answerAs(
        import.meta.env.DEV && advertisementBulkResultSchema,
        await api.post(adPaths.bulkStatus, body),
      ),
    onSettled: () => invalidateAds(queryClient),
  });
}
