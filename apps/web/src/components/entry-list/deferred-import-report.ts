import { deferUntil } from '@/components/deferred-dialog';
import type { CsvImport } from './use-csv-import';

/**
 * The outcome of a CSV import, whose code (Mantine's Table and Code, the report's icons) comes with the first
 * import's answer: a list that is never imported into does not download it (issue 30's screen budget).
 */
export const ImportReport = deferUntil<{ csvImport: CsvImport }>(
  () => import('./import-report'),
  ({ csvImport }) => Boolean(csvImport.result || csvImport.failure),
);
