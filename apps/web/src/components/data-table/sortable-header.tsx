import { VisuallyHidden } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { DataColumn } from './data-table';
import classes from './data-table.module.css';

const directionOf = (sort: string, field: string) =>
  sort === field ? 'ascending' : sort === `-${field}` ? 'descending' : 'none';

const ICONS = { ascending: IconSortAscending, descending: IconSortDescending, none: IconArrowsSort };

/** A column header; when the column sorts, a button that flips the order, announced with aria-sort. */
export function SortableHeader<T>({
  column,
  sort,
  onSort,
}: {
  column: DataColumn<T>;
  sort: string;
  onSort: (field: string) => void;
}) {
  const { sortField } = column;
  const style = {
    textAlign: column.align,
    width: column.shrink ? '1%' : undefined,
    ...(column.wrapHeader ? { whiteSpace: 'normal' as const, minWidth: '5.5rem' } : undefined),
  };
  if (!sortField)
    return (
      <th style={style}>
        {column.headerHidden ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
      </th>
    );
  const direction = directionOf(sort, sortField);
  const Icon = ICONS[direction];
  return (
    <th aria-sort={direction} style={style}>
      <button
        type="button"
        className={classes.sortButton}
        style={column.wrapHeader ? { whiteSpace: 'normal', textAlign: 'inherit' } : undefined}
        onClick={() => onSort(sortField)}
      >
        {column.header}
        <Icon size={14} aria-hidden="true" className={direction === 'none' ? classes.sortIdle : undefined} />
      </button>
    </th>
  );
}
