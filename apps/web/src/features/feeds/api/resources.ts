import { useMutation } from '@tanstack/react-query';
import {
  feedPageSchema,
  feedSchema,
  type Feed,
  type FeedCreate,
  type FeedListItem,
  type FeedPatch,
  type Page,
} from '@coachyard/contract';
import { withChunkTimeout } from '@/app/lazy-page';
import type { Query } from '@/lib/api-client';
import { defineResource } from '@/lib/resource-hooks';

/** Stock feeds: GET/POST /feeds, GET/PUT/PATCH/DELETE /feeds/{id}. */
export const feeds = defineResource<{
  record: Feed;
  page: Page<FeedListItem>;
  create: FeedCreate;
  update: FeedCreate & { version: number };
  patch: FeedPatch;
}>({
  root: ['feeds'],
  path: () => '/feeds',
  check: { record: import.meta.env.DEV && feedSchema, page: import.meta.env.DEV && feedPageSchema },
});

/** GET /feeds/export.csv with the list's search and sort (not its page). */
export const useExportFeeds = () =>
  useMutation({
    mutationFn: async ({ page: _page, per_page: _perPage, ...query }: Query) => {
      const { downloadFile } = await withChunkTimeout(import('@/lib/download-file'));
      return downloadFile('/feeds/export.csv', query, 'feeds.csv');
    },
  });
