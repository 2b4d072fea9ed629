import { useCallback, useEffect, useRef } from 'react';
import type { DataColumn, DataTableProps } from './data-table';
import classes from './data-table.module.css';

/** What a row needs from the table: one object that keeps its identity, so a row renders again only when it changes. */
export interface RowHandlers<T> {
  open?: (row: T) => void;
  select: (key: string, selected: boolean) => void;
}

/** What one row (a table row, or a phone's card) renders from. */
export interface RowProps<T> extends RowHandlers<T> {
  row: T;
  rowKey: string;
  columns: DataColumn<T>[];
  /** The row's checkbox label when the list selects rows. */
  selectLabel?: string;
  selected: boolean;
}

/** A row's props from the list's: its key, its selection and the shared handlers. */
export function rowPropsOf<T>(
  row: T,
  list: Pick<DataTableProps<T>, 'rowKey' | 'selection'> & { columns: DataColumn<T>[] },
  handlers: RowHandlers<T>,
): RowProps<T> {
  const key = list.rowKey(row);
  return {
    row,
    rowKey: key,
    columns: list.columns,
    selectLabel: list.selection?.rowLabel(row),
    selected: list.selection?.selected.has(key) ?? false,
    open: handlers.open,
    select: handlers.select,
  };
}

/**
 * The table's callbacks as stable functions that call the latest props: the page passes new closures on every
 * render, and rows compare their props to skip rendering again.
 */
export function useRowHandlers<T>(props: DataTableProps<T>): RowHandlers<T> {
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const open = useCallback((row: T) => latest.current.onRowClick?.(row), []);
  const select = useCallback(
    (key: string, selected: boolean) => latest.current.selection?.onChange([key], selected),
    [],
  );
  return { open: props.onRowClick ? open : undefined, select };
}

/** A checkbox as the browser draws it, in the theme's color: a row's costs a fraction of Mantine's. */
export function RowCheckbox({
  label,
  checked,
  indeterminate = false,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={classes.checkbox}
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
