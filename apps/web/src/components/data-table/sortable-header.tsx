import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { DataColumn } from './data-table';

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
  if (!sortField) {
    return (
      <Table.Th ta={column.align} w={column.shrink ? '1%' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {column.header}
      </Table.Th>
    );
  }
  const direction = directionOf(sort, sortField);
  const Icon = ICONS[direction];
  return (
    <Table.Th aria-sort={direction} ta={column.align} w={column.shrink ? '1%' : undefined}>
      <UnstyledButton onClick={() => onSort(sortField)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {column.header}
          <Icon size={14} aria-hidden="true" opacity={direction === 'none' ? 0.45 : 1} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
