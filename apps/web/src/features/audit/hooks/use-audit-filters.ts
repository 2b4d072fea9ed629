import { useMemo } from 'react';
import { useListParams } from '@/components/data-table';
import type { Query } from '@/lib/api-client';

export const AUDIT_FILTERS = ['namespace', 'action', 'record', 'actor', 'from', 'to'] as const;
export type AuditFilterName = (typeof AUDIT_FILTERS)[number];

/**
 * The trail's filters and search in the URL (shareable, Back undoes a change). The trail has no pages or
 * sort of its own: it is read newest first by cursor, so only the filters reach the API.
 */
export function useAuditFilters() {
  const params = useListParams({ filters: AUDIT_FILTERS, defaultSort: '' });
  const { q, filters } = params;
  const query: Query = useMemo(() => ({ q: q || undefined, ...filters }), [q, filters]);
  const active = Object.values(filters).some(Boolean) || Boolean(q);
  return { ...params, query, active };
}
export type AuditFilters = ReturnType<typeof useAuditFilters>;
