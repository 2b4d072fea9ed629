import type { MouseEvent, ReactNode } from 'react';
import { Alert, Center, Loader, Table, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SortableHeader } from './sortable-header';

export interface DataColumn<T> {
  key: string;
  /** The column's visible (and accessible) name. */
  header: string;
  /** The API's sort field; the header then sorts the list. */
  sortField?: string;
  cell: (row: T) => ReactNode;
  align?: 'start' | 'center' | 'end';
  /** Keeps a column as narrow as its content. */
  shrink?: boolean;
}

interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: DataColumn<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  sort: string;
  onSort: (field: string) => void;
  /** Clicking a row (anywhere but on its own controls) opens it. */
  onRowClick?: (row: T) => void;
  isLoading: boolean;
  /** Fetching a new page while the old one is shown. */
  isFetching?: boolean;
  error?: string | null;
  emptyText: string;
}

const isOnControl = (event: MouseEvent) =>
  (event.target as HTMLElement).closest('a, button, input, label, select, textarea, [role="switch"]');

/** The list of both lookup screens (and later ones): sortable headers with aria-sort, clickable rows. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const { label, columns, rows, rowKey, sort, onSort, onRowClick, isLoading, isFetching, error } = props;
  if (error) {
    return (
      <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden="true" />} title={error}>
        {t('dataTable.loadError')}
      </Alert>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table
        highlightOnHover={Boolean(onRowClick)}
        verticalSpacing="xs"
        aria-label={label}
        aria-busy={isLoading || isFetching}
        style={{ opacity: isFetching && !isLoading ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <SortableHeader key={column.key} column={column} sort={sort} onSort={onSort} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {isLoading ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Center py="xl" role="progressbar" aria-label={t('common.loading')}>
                  <Loader size="sm" aria-hidden="true" />
                </Center>
              </Table.Td>
            </Table.Tr>
          ) : rows?.length ? (
            rows.map((row) => (
              <Table.Tr
                key={rowKey(row)}
                style={onRowClick ? { cursor: 'pointer' } : undefined}
                onClick={onRowClick ? (event) => !isOnControl(event) && onRowClick(row) : undefined}
              >
                {columns.map((column) => (
                  <Table.Td key={column.key} ta={column.align} w={column.shrink ? '1%' : undefined}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          ) : (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text c="dimmed" ta="center" py="lg">
                  {props.emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
