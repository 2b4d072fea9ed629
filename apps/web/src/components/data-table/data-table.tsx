import { memo, type ReactNode } from 'react';
import { Alert, Center, Loader, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataCards, isOnControl, useIsPhone } from './data-cards';
import classes from './data-table.module.css';
import { SortableHeader } from './sortable-header';
import { RowCheckbox, rowPropsOf, useRowHandlers, type RowProps } from './row-parts';
import { useRowSlices } from './use-row-slices';

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
  /**
   * Lets a long header break between its words (a narrow column of numbers under "Views, 30 days"), where
   * headers otherwise keep to one line; the cells still do.
   */
  wrapHeader?: boolean;
  /** The header for screen readers only: a column that shows what it holds (photos) keeps its room for others. */
  headerHidden?: boolean;
  /** Always shown and not offered in the column chooser (a row's actions). */
  fixed?: boolean;
  /** Offered in the column chooser but not shown until the user turns it on. */
  hiddenByDefault?: boolean;
  /**
   * A column of names: clipped to one line at this width (rem) with an ellipsis; `text` gives the full text
   * to the pointer (the cell's title), while screen readers read the cell's whole content anyway. The cell must
   * render an element (a `<span>` around plain text): the ellipsis is that element's.
   */
  truncate?: number;
  /** The cell as plain text: the title of a clipped cell. */
  text?: (row: T) => string;
  /** Where the cell goes on a phone's card (DataCards); a column without a place is left off the card. */
  card?: CardPlace;
  /** The cell on a card, where no header stands above it (a bare number needs its name); else `cell`. */
  cardCell?: (row: T) => ReactNode;
}

export type CardPlace = 'photo' | 'title' | 'price' | 'status' | 'detail' | 'actions';

export interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  /** Keep the array the same between renders (useMemo) when it does not change: rows then render only anew. */
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

function TableRow<T>({ row, rowKey, columns, selectLabel, selected, open, select }: RowProps<T>) {
  return (
    <tr
      className={open ? classes.clickable : undefined}
      onClick={open ? (event) => !isOnControl(event) && open(row) : undefined}
    >
      {selectLabel !== undefined ? (
        <td>
          <RowCheckbox label={selectLabel} checked={selected} onChange={(on) => select(rowKey, on)} />
        </td>
      ) : null}
      {columns.map((column) => (
        <td
          key={column.key}
          className={column.truncate ? classes.truncate : undefined}
          style={{
            textAlign: column.align,
            width: column.shrink ? '1%' : undefined,
            ...(column.truncate ? { '--cell-max-width': `${column.truncate}rem` } : undefined),
          }}
          title={column.truncate ? column.text?.(row) : undefined}
        >
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}
const Row = memo(TableRow) as typeof TableRow;

/**
 * Every list's table: sortable headers with aria-sort, clickable rows, one line per row; on a phone the rows
 * become cards (DataCards). Plain table elements with the look of Mantine's Table: a page of rows is most of a
 * list's first render. The rows render after the rest of the screen, the first screen's first
 * (`useRowSlices`), and a row renders again only when its data, selection or the columns change.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  // Read at once (not after a first render) so a phone never builds the table it will not show.
  const isPhone = useIsPhone();
  const { label, columns, rowKey, sort, onSort, isFetching, error, selection } = props;
  // The lowest a row can be: one line of small text (a table), or a card with a line or two.
  const { rows, pending } = useRowSlices(props.rows, isPhone ? 80 : 40);
  const handlers = useRowHandlers(props);
  const isLoading = props.isLoading || pending;
  if (error) {
    return (
      <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden="true" />} title={error}>
        {t('dataTable.loadError')}
      </Alert>
    );
  }
  if (isPhone) return <DataCards {...props} rows={rows} isLoading={isLoading} handlers={handlers} />;
  const span = columns.length + (selection ? 1 : 0);
  const pageKeys = props.rows?.map(rowKey) ?? [];
  const selectedOnPage = selection ? pageKeys.filter((key) => selection.selected.has(key)).length : 0;
  return (
    // The class Mantine's Table.ScrollContainer had: a table scrolls inside its frame, not the page.
    <div className={`${classes.scroll} mantine-TableScrollContainer-scrollContainer`}>
      <table
        className={props.onRowClick ? `${classes.table} ${classes.hover}` : classes.table}
        aria-label={label}
        aria-busy={isLoading || isFetching}
        style={{ opacity: isFetching && !isLoading ? 0.6 : 1 }}
      >
        <thead>
          <tr>
            {selection ? (
              <th style={{ width: '1%' }}>
                <RowCheckbox
                  label={selection.allLabel}
                  checked={pageKeys.length > 0 && selectedOnPage === pageKeys.length}
                  indeterminate={selectedOnPage > 0 && selectedOnPage < pageKeys.length}
                  disabled={pageKeys.length === 0}
                  onChange={(on) => selection.onChange(pageKeys, on)}
                />
              </th>
            ) : null}
            {columns.map((column) => (
              <SortableHeader key={column.key} column={column} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {isLoading ? (
            <tr>
              <td colSpan={span}>
                <Center py="xl" role="progressbar" aria-label={t('common.loading')}>
                  <Loader size="sm" aria-hidden="true" />
                </Center>
              </td>
            </tr>
          ) : rows?.length ? (
            rows.map((row) => {
              const rowProps = rowPropsOf(row, { rowKey, selection, columns }, handlers);
              return <Row key={rowProps.rowKey} {...rowProps} />;
            })
          ) : (
            <tr>
              <td colSpan={span}>
                <Text c="dimmed" ta="center" py="lg">
                  {props.emptyText}
                </Text>
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
