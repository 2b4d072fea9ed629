import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';
import { locationPaths } from './query-keys';

/** GET /locations/{id}/items/export.csv?parent_id=: the places of one level, one column per language. */
export const useExportLocationItems = (locationId: string, parentId: string | undefined) =>
  useMutation({
    mutationFn: () =>
      downloadFile(`${locationPaths.items(locationId)}/export.csv`, { parent_id: parentId }, 'places.csv'),
  });
