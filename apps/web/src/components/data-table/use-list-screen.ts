import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@coachyard/contract';
import type { ListParams } from './use-list-params';

interface ListScreenOptions<Row> {
  /** What opens a row (its edit screen, a drawer). */
  onOpen?: (row: Row) => void;
  /** A row's key; its `id` unless told. */
  rowKey?: (row: Row) => string;
  /** What an empty page says; the shared "nothing here" unless told. */
  emptyText?: string;
}

const byId = (row: unknown) => (row as { id: string }).id;

/**
 * The wiring every list screen shares, from its URL state (useListParams) and its page query: the search box's
 * value, the table's rows, sort and loading states, and the pagination with the answer's cursors. A screen spreads
 * `toolbar`, `table` and `pagination` into ListToolbar, DataTable and ListPagination and adds only its own parts.
 */
export function useListScreen<Row>(
  list: Pick<ListParams, 'q' | 'setSearch' | 'sort' | 'toggleSort' | 'page' | 'perPage' | 'setPage'>,
  result: Pick<UseQueryResult<Page<Row>>, 'data' | 'isPending' | 'isPlaceholderData' | 'error'>,
  options: ListScreenOptions<Row> = {},
) {
  const { t } = useTranslation();
  const { data } = result;
  return {
    toolbar: { search: list.q, onSearch: list.setSearch },
    table: {
      rows: data?.items,
      rowKey: options.rowKey ?? byId,
      sort: list.sort,
      onSort: list.toggleSort,
      onRowClick: options.onOpen,
      isLoading: result.isPending,
      isFetching: result.isPlaceholderData,
      error: result.error?.message,
      emptyText: options.emptyText ?? t('dataTable.empty'),
    },
    /** Null until the first page has come: the pages' count needs its total. */
    pagination: data
      ? { page: list.page, perPage: list.perPage, total: data.total, cursors: data, onChange: list.setPage }
      : null,
  };
}
