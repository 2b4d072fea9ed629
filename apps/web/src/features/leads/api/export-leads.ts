import { useMutation } from '@tanstack/react-query';
import type { Namespace } from '@coachyard/contract';
import type { Query } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { leadPaths } from './query-keys';

/** GET /{inbox}/export.csv with the list's filters, search and sort (not its page). */
export const useExportLeads = (namespace: Namespace) =>
  useMutation({
    mutationFn: ({ page: _page, per_page: _perPage, ...query }: Query) =>
      downloadFile(leadPaths.exportCsv(namespace), query, `${namespace}.csv`),
  });
