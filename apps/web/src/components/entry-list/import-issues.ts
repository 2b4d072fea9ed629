import type { LookupImportIssue } from '@coachyard/contract';
import { isApiError } from '@/lib/api-client';

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
