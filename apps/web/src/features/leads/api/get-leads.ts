import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { leadPageSchema, thumbnailUrlOf, type LeadPage, type Namespace } from '@coachyard/contract';
import { answerAs, api, type Query } from '@/lib/api-client';
import { leadKeys, leadPaths } from './query-keys';

/** The rows' ad thumbnails as whole URLs again (the page says where they are once), so a cell needs only its row. */
const withThumbnailUrls = (page: LeadPage): LeadPage => ({
  ...page,
  items: page.items.map((row) =>
    row.advertisement
      ? {
          ...row,
          advertisement: {
            ...row.advertisement,
            thumbnail: thumbnailUrlOf(page.thumbnail_base, row.advertisement.thumbnail),
          },
        }
      : row,
  ),
});

/** GET /{inbox}: a page of the leads the caller may see, with the URL's filters, search and sort. */
export function useLeads(namespace: Namespace, query: Query) {
  return useQuery({
    queryKey: leadKeys.list(namespace, query),
    queryFn: async ({ signal }) =>
      withThumbnailUrls(
        answerAs(
          import.meta.env.DEV && leadPageSchema,
          await api.get<LeadPage>(leadPaths.list(namespace), query, signal),
        ),
      ),
    placeholderData: keepPreviousData,
  });
}
