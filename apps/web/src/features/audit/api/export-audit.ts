import { useMutation } from '@tanstack/react-query';
import type { Query } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { auditPaths } from './query-keys';

/** GET /audit/export.csv with the screen's filters: one line per changed field. */
export const useExportAudit = () =>
  useMutation({ mutationFn: (filters: Query) => downloadFile(auditPaths.exportCsv, filters, 'audit.csv') });
