import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lookupImportResultSchema, type LookupImportIssue } from '@coachyard/contract';
import { apiRequest, isApiError, answerAs } from '@/lib/api-client';
import { invalidateLookups, lookupPaths } from './query-keys';

/**
 * POST /collections/{container}/items/import { csv }. Any bad row is a 400 and nothing changes; the
 * error's `fields` are keyed `<line>.<column>` (the same problems as `error.rows`), read back here.
 */
export function useImportItems(containerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (csv: string) => {
      const response = await apiRequest('POST', `/${lookupPaths.items(containerId)}/import`, {
        body: { csv },
      });
      return { ...response, data: answerAs(import.meta.env.DEV && lookupImportResultSchema, response.data) };
    },
    onSuccess: () => invalidateLookups(queryClient),
  });
}

/** The bad rows of a refused import, in line order; empty for any other error. */
export function importIssuesOf(error: unknown): LookupImportIssue[] {
  if (!isApiError(error)) return [];
  const issues: LookupImportIssue[] = [];
  for (const [key, messages] of Object.entries(error.fields)) {
    const separator = key.indexOf('.');
    const line = Number(key.slice(0, separator));
    if (separator < 1 || !Number.isInteger(line)) continue;
    for (const message of messages) issues.push({ line, field: key.slice(separator + 1), message });
  }
  return issues.sort((left, right) => left.line - right.line);
}
