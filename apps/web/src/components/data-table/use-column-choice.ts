import { useMemo, useRef, useState } from 'react';
import type { DataColumn } from './data-table';
import { useMyPreferences, useSavePreference } from './preferences-api';

export interface ChoosableColumn {
  key: string;
  header: string;
  shown: boolean;
}

export interface ColumnChoice {
  columns: ChoosableColumn[];
  onToggle: (key: string, shown: boolean) => void;
}

/** A row's actions always show, whatever a list calls fixed besides. */
const isFixed = <T>(column: DataColumn<T>) => column.fixed || column.key === 'actions';

/**
 * The columns a user chose to see in one list (`listKey`), kept on the server per user. Columns marked `fixed`
 * (the selection, a row's actions) always show and are not offered; a column added to a list later shows
 * until the user turns it off, because only the turned-off ones are stored.
 */
export function useColumnChoice<T>(listKey: string, columns: DataColumn<T>[]) {
  const key = `list-columns.${listKey}`;
  const preferences = useMyPreferences();
  const save = useSavePreference(key);
  const stored = preferences.data?.find((preference) => preference.key === key);
  // The choice a click makes shows in that click's frame; the saved one takes over once the last save settles.
  // A save's optimistic cache write lands a few tasks later, so a checkbox shown from it alone would spring
  // back for a moment after the click.
  const [chosen, setChosen] = useState<{ hidden: string[]; shown: string[] } | null>(null);
  const lastSave = useRef(0);

  const saved = chosen ?? {
    hidden: stored?.value.hidden_columns ?? [],
    shown: stored?.value.shown_columns ?? [],
  };
  const hidden = new Set([
    ...saved.hidden,
    ...columns
      .filter((column) => column.hiddenByDefault && !saved.shown.includes(column.key))
      .map((column) => column.key),
  ]);
  // The same array while neither the columns nor the choice change: the table's rows then skip rendering again.
  const hiddenKeys = [...hidden].sort().join(',');
  const visible = useMemo(
    () => columns.filter((column) => isFixed(column) || !hiddenKeys.split(',').includes(column.key)),
    [columns, hiddenKeys],
  );
  const choice: ColumnChoice = {
    columns: columns
      .filter((column) => !isFixed(column))
      .map((column) => ({ key: column.key, header: column.header, shown: !hidden.has(column.key) })),
    onToggle: (column, shown) => {
      const nextHidden = new Set(saved.hidden);
      const nextShown = new Set(saved.shown);
      if (shown) {
        nextHidden.delete(column);
        nextShown.add(column);
      } else {
        nextHidden.add(column);
        nextShown.delete(column);
      }
      const next = { hidden: [...nextHidden], shown: [...nextShown] };
      const thisSave = ++lastSave.current;
      setChosen(next);
      save.mutate(
        { hidden_columns: next.hidden, shown_columns: next.shown },
        { onSettled: () => thisSave === lastSave.current && setChosen(null) },
      );
    },
  };
  return { visible, choice };
}
