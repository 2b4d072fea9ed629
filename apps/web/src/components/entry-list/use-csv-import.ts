import type { UseMutationResult } from '@tanstack/react-query';
import { translateMessage, type LookupImportResult } from '@coachyard/contract';
import { isApiError, type ApiResponse } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { importIssuesOf } from './import-issues';

/** The import call of a list: POST the CSV text, answered with the counts or every bad row. */
export type ImportMutation = UseMutationResult<ApiResponse<LookupImportResult>, Error, string>;

/** CSV import: read the chosen file as text, POST it, and keep the outcome for the report. */
export function useCsvImport(mutation: ImportMutation) {
  const importFile = async (file: File | null) => {
    if (!file) return;
    mutation.reset();
    mutation.mutate(await file.text());
  };
  const { error } = mutation;
  return {
    importFile,
    isPending: mutation.isPending,
    dismiss: mutation.reset,
    /** Counts of a successful import, with the API's message. */
    result: mutation.data ? { ...mutation.data.data, message: mutation.data.successMessage } : null,
    /** A refused import: the API's message and every bad row (line, column, problem). */
    failure: error
      ? {
          title: isApiError(error) ? error.message : translateMessage('errors.internal', currentLanguage()),
          detail: isApiError(error) && error.detail !== error.message ? error.detail : null,
          issues: importIssuesOf(error),
        }
      : null,
  };
}
export type CsvImport = ReturnType<typeof useCsvImport>;
