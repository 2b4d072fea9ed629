import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';
import type { Query } from '@/lib/api-client';
import { adPaths } from './query-keys';

/** GET /advertisements/export.csv with the list's filters, search and sort (not its page). */
export const useExportAdvertisements = () =>
  useMutation({
    mutationFn: ({ page: _page, per_page: _perPage, ...query }: Query) =>
      downloadFile(adPaths.exportCsv, query, 'advertisements.csv'),
  });
