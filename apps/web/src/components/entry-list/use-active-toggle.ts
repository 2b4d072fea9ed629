import { useState } from 'react';
import { translateMessage, type LookupFlag } from '@coachyard/contract';
import { isApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { useActionResult } from '@/components/use-action-result';

interface ToggleRow {
  id: string;
  is_active: LookupFlag;
  version: number;
}
type Patch = (variables: {
  id: string;
  body: { is_active: LookupFlag; version: number };
}) => Promise<unknown>;

/**
 * The list's in-place Active switch: PATCH { is_active, version }. A 409 (someone changed the row)
 * shows the API's conflict message in the list's result dialog (`domain`); the list is refreshed either
 * way, by the mutation.
 */
export function useActiveToggle(patch: Patch, domain: string) {
  const { fail } = useActionResult(domain);
  /** The row being switched and the value it is switched to, shown until the list is fresh. */
  const [pending, setPending] = useState<{ id: string; value: boolean } | null>(null);

  const toggle = async (row: ToggleRow) => {
    const next = row.is_active === 1 ? 0 : 1;
    setPending({ id: row.id, value: next === 1 });
    try {
      await patch({ id: row.id, body: { is_active: next, version: row.version } });
    } catch (error) {
      fail(isApiError(error) ? error.detail : translateMessage('errors.internal', currentLanguage()));
    } finally {
      setPending(null);
    }
  };

  const isActive = (row: ToggleRow) => (pending?.id === row.id ? pending.value : row.is_active === 1);
  return { toggle, isActive, pendingId: pending?.id ?? null };
}
export type ActiveToggle = ReturnType<typeof useActiveToggle>;
