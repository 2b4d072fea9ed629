import type { ReactNode } from 'react';
import { Alert, Center, Checkbox, Loader, Table, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@mantine/hooks';
import { DataCards, isOnControl, PHONE_QUERY } from './data-cards';
import classes from './data-table.module.css';
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
  /** Always shown and not offered in the column chooser (a row's actions). */
  fixed?: boolean;
  /**
   * A column of names: clipped to one line at this width (rem) with an ellipsis; `text` gives the full text
   * to the pointer (the cell's title), while screen readers read the cell's whole content anyway.
   */
  truncate?: number;
  /** The cell as plain text: the title of a clipped cell. */
  text?: (row: T) => string;
  /** Where the cell goes on a phone's card (DataCards); a column without a place is left off the card. */
  card?: CardPlace;
}

export type CardPlace = 'photo' | 'title' | 'price' | 'status' | 'detail' | 'actions';

export interface DataTableProps<T> {
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
  /** Optional row selection: a checkbox per row and one for the whole page, before the columns. */
  selection?: RowSelection<T>;
}

export interface RowSelection<T> {
  selected: ReadonlySet<string>;
  onChange: (keys: string[], selected: boolean) => void;
  /** The spoken name of a row's checkbox, e.g. "Select TR4K7M2Q". */
  rowLabel: (row: T) => string;
  /** The spoken name of the checkbox that selects every row of the page. */
  allLabel: string;
}

/**
 * Every list's table: sortable headers with aria-sort, clickable rows, one line per row; on a phone the rows
 * become cards (DataCards).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  // Read at once (not after a first render) so a phone never builds the table it will not show.
  const isPhone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  const { label, columns, rows, rowKey, sort, onSort, onRowClick, isLoading, isFetching, error, selection } =
    props;
  const span = columns.length + (selection ? 1 : 0);
  const pageKeys = rows?.map(rowKey) ?? [];
  const selectedOnPage = selection ? pageKeys.filter((key) => selection.selected.has(key)).length : 0;
  if (error) {
    return (
      <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden="true" />} title={error}>
        {t('dataTable.loadError')}
      </Alert>
    );
  }
  if (isPhone) return <DataCards {...props} />;
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table
        highlightOnHover={Boolean(onRowClick)}
        verticalSpacing="xs"
        className={classes.table}
        aria-label={label}
        aria-busy={isLoading || isFetching}
        style={{ opacity: isFetching && !isLoading ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            {selection ? (
              <Table.Th w="1%">
                <Checkbox
                  aria-label={selection.allLabel}
                  checked={pageKeys.length > 0 && selectedOnPage === pageKeys.length}
                  indeterminate={selectedOnPage > 0 && selectedOnPage < pageKeys.length}
                  disabled={pageKeys.length === 0}
                  onChange={(event) => selection.onChange(pageKeys, event.currentTarget.checked)}
                />
              </Table.Th>
            ) : null}
            {columns.map((column) => (
              <SortableHeader key={column.key} column={column} sort={sort} onSort={onSort} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {isLoading ? (
            <Table.Tr>
              <Table.Td colSpan={span}>
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
                {selection ? (
                  <Table.Td>
                    <Checkbox
                      aria-label={selection.rowLabel(row)}
                      checked={selection.selected.has(rowKey(row))}
                      onChange={(event) => selection.onChange([rowKey(row)], event.currentTarget.checked)}
                    />
                  </Table.Td>
                ) : null}
                {columns.map((column) => (
                  <Table.Td
                    key={column.key}
                    ta={column.align}
                    w={column.shrink ? '1%' : undefined}
                    className={column.truncate ? classes.truncate : undefined}
                    style={column.truncate ? { '--cell-max-width': `${column.truncate}rem` } : undefined}
                    title={column.truncate ? column.text?.(row) : undefined}
                  >
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          ) : (
            <Table.Tr>
              <Table.Td colSpan={span}>
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
