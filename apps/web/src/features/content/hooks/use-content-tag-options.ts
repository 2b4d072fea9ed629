import { useQueries } from '@tanstack/react-query';
import { CONTENT_TAG_TABLE } from '@coachyard/contract';
import { referenceKeys, useLookupItems } from '@/features/advertisements';
import { api } from '@/lib/api-client';

/** Tags are the children of tag-management's groups (Blog → Buying guide): "Blog · Buying guide" options. */
export function useContentTagOptions() {
  const { items: groups } = useLookupItems(CONTENT_TAG_TABLE);
  const children = useQueries({
    queries: groups.map((group) => ({
      queryKey: referenceKeys.lookupItems(group.id),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (
          await api.get<{ items: { id: string; text: string }[] }>(
            `/collections/${group.id}/items`,
            { records: 'all', is_active: 1, sort: 'position' },
            signal,
          )
        ).items,
      staleTime: 5 * 60_000,
    })),
  });
  return groups.flatMap((group, index) =>
    (children[index]?.data ?? []).map((tag) => ({ value: tag.id, label: `${group.text} · ${tag.text}` })),
  );
}
