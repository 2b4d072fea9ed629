import { useState } from 'react';
import type { TrashItem, TrashRestoreResult } from '@coachyard/contract';
import { useListParams } from '@/components/data-table';
import { useTrash } from '../api/get-trash';
import { useRestoreFromTrash } from '../api/restore-from-trash';

export const rowKeyOf = (item: Pick<TrashItem, 'namespace' | 'id'>) => `${item.namespace}:${item.id}`;

/** The trash list's state: its filters in the URL, the rows picked for a restore, and the last restore's outcome. */
export function useTrashList() {
  const params = useListParams({ filters: ['namespace'] as const, defaultSort: '-deleted_at' });
  const trash = useTrash(params.query);
  const restorer = useRestoreFromTrash();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<TrashRestoreResult['results'] | null>(null);
  const rows = trash.data?.items ?? [];

  const select = (keys: string[], picked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const key of keys) {
        if (picked) next.add(key);
        else next.delete(key);
      }
      return next;
    });

  const restore = (items: TrashItem[]) =>
    restorer.mutate(
      { items: items.map(({ namespace, id, version }) => ({ namespace, id, version })) },
      {
        onSuccess: (result) => {
          setOutcome(result.results);
          setSelected(new Set());
        },
      },
    );

  return {
    params,
    trash,
    rows,
    selected,
    select,
    selectedRows: rows.filter((row) => selected.has(rowKeyOf(row))),
    restore,
    restoring: restorer.isPending,
    restoreError: restorer.error,
    outcome,
    labelOf: (id: string) => rows.find((row) => row.id === id)?.label ?? id,
  };
}
