import { useEffect, useMemo } from 'react';
import { NAV_ENTRIES } from '@coachyard/contract';
import { usePermissions } from '@/features/auth';
import { cacheNavbarPages } from '@/lib/auth';

/** SPEC §1/§6: the sidebar lists only the pages whose namespace is in the role's privileges. */
export function useNavbarEntries() {
  const { data, isPending } = usePermissions();
  const entries = useMemo(
    () => (data ? NAV_ENTRIES.filter((entry) => (data.privileges[entry.namespace]?.length ?? 0) > 0) : []),
    [data],
  );
  useEffect(() => {
    if (data) cacheNavbarPages({ uncategorized: entries.map((entry) => entry.path), content: [] });
  }, [data, entries]);
  return { entries, isPending: isPending && !data };
}
