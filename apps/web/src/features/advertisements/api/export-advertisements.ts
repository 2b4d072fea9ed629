import { useMutation } from '@tanstack/react-query';
import { withChunkTimeout } from '@/app/lazy-page';
import type { Query } from '@/lib/api-client';
import { adPaths } from './query-keys';

/**
 * GET /advertisements/export.csv with the list's filters, search and sort (not its page). The download's code
 * comes with the first export, not with the list.
 */
export const useExportAdvertisements = () =>
  useMutation({
    mutationFn: async ({ page: _page, per_page: _perPage, ...query }: Query) => {
      const { downloadFile } = await withChunkTimeout(import('@/lib/download-file'));
      return downloadFile(adPaths.exportCsv, query, 'advertisements.csv');
    },
  });
