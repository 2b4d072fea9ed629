import { useQuery } from '@tanstack/react-query';
import { feedSchema } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';

/**
 * GET /feeds/{id}: the name of the feed the list is filtered by (a feed's "See its ads", issue 28), for its chip.
 * Kept under the feeds' query root, so renaming the feed asks again; a feed the caller cannot read has no name.
 */
export const useFeedName = (feedId: string) =>
  useQuery({
    queryKey: ['feeds', 'name', feedId],
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && feedSchema,
        await api.get(`/feeds/${encodeURIComponent(feedId)}`, undefined, signal),
      ).name,
    enabled: Boolean(feedId),
    retry: false,
  });
