import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '@coachyard/contract';
import {
  DataTable,
  ListPagination,
  ListToolbar,
  type DataColumn,
  type ListParams,
} from '@/components/data-table';
import { ResultDialog } from '@/components/result-dialog';
import { LOOKUP_DOMAIN } from '../hooks/use-lookup-form';

export const LOOKUP_FILTERS = ['is_active', 'is_exposable'] as const;
export type LookupFilter = (typeof LOOKUP_FILTERS)[number];

interface LookupListProps<T extends { id: string }> {
  label: string;
  list: ListParams<LookupFilter>;
  page: Page<T> | undefined;
  isLoading: boolean;
  isFetching: boolean;
  error: Error | null;
  columns: DataColumn<T>[];
  onOpen: (row: T) => void;
  /** Buttons at the end of the toolbar. */
  actions?: ReactNode;
  /** Shown between the toolbar and the table (e.g. an import report). */
  notice?: ReactNode;
}

/** Search, filters, the table and its pages: the same list for tables and for items (SPEC §2). */
export function LookupList<T extends { id: string }>(props: LookupListProps<T>) {
  const { t } = useTranslation();
  const { list, page } = props;
  return (
    <>
      <ListToolbar
        search={list.q}
        onSearch={list.setSearch}
        searchPlaceholder={t('lookupTables.searchPlaceholder')}
        filters={[
          { name: 'is_active', label: t('lookupTables.columns.active'), value: list.filters.is_active },
          {
            name: 'is_exposable',
            label: t('lookupTables.columns.exposable'),
            value: list.filters.is_exposable,
          },
        ]}
        onFilter={(name, value) => list.setFilter(name as LookupFilter, value)}
      >
        {props.actions}
      </ListToolbar>
      {props.notice}
      <DataTable
        label={props.label}
        columns={props.columns}
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
      <ResultDialog domain={LOOKUP_DOMAIN} />
    </>
  );
}
