import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '@coachyard/contract';
import {
  DataTable,
  ListPagination,
  ListToolbar,
  type DataColumn,
  type FlagFilter,
  type ListParams,
  useColumnChoice,
} from '@/components/data-table';
import { ResultDialog } from '@/components/result-dialog';

interface EntryListProps<T extends { id: string }, F extends string> {
  label: string;
  /** Names the list's column choice, kept per user (e.g. `locations`). */
  listKey: string;
  list: ListParams<F>;
  /** The filters above the list, by name, with their labels (and choices, if not yes/no). */
  filters: Omit<FlagFilter, 'value'>[];
  searchPlaceholder: string;
  page: Page<T> | undefined;
  isLoading: boolean;
  isFetching: boolean;
  error: Error | null;
  columns: DataColumn<T>[];
  onOpen: (row: T) => void;
  /** The result dialog of the list's in-place actions. */
  domain: string;
  /** Buttons at the end of the toolbar. */
  actions?: ReactNode;
  /** Shown between the toolbar and the table (e.g. an import report). */
  notice?: ReactNode;
}

/** Search, filters, the table and its pages: one list for lookup tables, their items, markets and places. */
export function EntryList<T extends { id: string }, F extends string>(props: EntryListProps<T, F>) {
  const { t } = useTranslation();
  const { list, page } = props;
  const columns = useColumnChoice(props.listKey, props.columns);
  return (
    <>
      <ListToolbar
        search={list.q}
        onSearch={list.setSearch}
        searchPlaceholder={props.searchPlaceholder}
        filters={props.filters.map((filter) => ({ ...filter, value: list.filters[filter.name as F] ?? '' }))}
        onFilter={(name, value) => list.setFilter(name as F, value)}
        columnChoice={columns.choice}
      >
        {props.actions}
      </ListToolbar>
      {props.notice}
      <DataTable
        label={props.label}
        columns={columns.visible}
        rows={page?.items}
        rowKey={(row) => row.id}
        sort={list.sort}
        onSort={list.toggleSort}
        onRowClick={props.onOpen}
        isLoading={props.isLoading}
        isFetching={props.isFetching}
        error={props.error?.message}
        emptyText={t('dataTable.empty')}
      />
      {page ? (
        <ListPagination page={list.page} perPage={list.perPage} total={page.total} onChange={list.setPage} />
      ) : null}
      <ResultDialog domain={props.domain} />
    </>
  );
}
