import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';
import { lookupPaths } from './query-keys';

/** GET /collections/{container}/items/export.csv: every item of the level, one column per language. */
export const useExportItems = (containerId: string) =>
  useMutation({
    mutationFn: () => downloadFile(`/${lookupPaths.items(containerId)}/export.csv`, {}, 'items.csv'),
  });
