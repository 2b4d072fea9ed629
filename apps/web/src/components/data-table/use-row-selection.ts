import { useCallback, useState } from 'react';

/**
 * Rows picked for a bulk action, kept across pages by key and dropped whenever `scope` (the filters and search,
 * as one string) changes, so a bulk action never touches rows the user did not see under the current filters.
 */
export function useRowSelection(scope: string) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [shownScope, setShownScope] = useState(scope);
  if (scope !== shownScope) {
    setShownScope(scope);
    setSelected(new Set());
  }
  const changeSelection = useCallback((keys: string[], on: boolean) => {
    setSelected((before) => {
      const next = new Set(before);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });
  }, []);
  const clearSelection = useCallback(() => setSelected(new Set()), []);
  return { selected, changeSelection, clearSelection };
}
