import { useMemo } from 'react';
import { Group } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FeedListItem } from '@coachyard/contract';
import { DateCell, EditLink, type DataColumn } from '@/components/data-table';
import { feedRoutes } from '../routes';
import { FeedRunActions } from './feed-run-actions';
import { LastRunCell } from './run-summary';

/**
 * Columns of the feeds list: name, dealer (staff), format and source in one, last run, last change, and the
 * row's actions (a dry run and a run for whoever may change the feed), all within 1366 pixels; whether a feed
 * syncs fully is its form's. On a phone's card: the name, the last run, the dealer and the actions.
 */
function feedColumns(t: TFunction, withDealer: boolean, canRun: boolean): DataColumn<FeedListItem>[] {
  const sourceOf = (row: FeedListItem) =>
    `${t(`feeds.formats.${row.format}`)} · ${row.source_kind === 'url' ? row.url : t('feeds.sources.upload')}`;
  const columns: (DataColumn<FeedListItem> | null)[] = [
    {
      key: 'name',
      header: t('feeds.fields.name'),
      sortField: 'name',
      card: 'title',
      truncate: 14,
      text: (row) => row.name,
      cell: (row) => <span>{row.name}</span>,
    },
    withDealer
      ? {
          key: 'dealer',
          header: t('feeds.fields.dealer'),
          card: 'detail',
          truncate: 10,
          text: (row) => row.owner_name ?? '',
          cell: (row) => <span>{row.owner_name}</span>,
        }
      : null,
    {
      key: 'source',
      header: t('feeds.fields.source'),
      truncate: 14,
      text: sourceOf,
      cell: (row) => (
        <span>
          {t(`feeds.formats.${row.format}`)} ·{' '}
          {row.source_kind === 'url' ? <bdi dir="ltr">{row.url}</bdi> : t('feeds.sources.upload')}
        </span>
      ),
    },
    {
      key: 'lastRun',
      header: t('feeds.columns.lastRun'),
      sortField: 'last_run_at',
      card: 'status',
      cell: (row) => <LastRunCell run={row.last_run} />,
    },
    {
      key: 'updated',
      header: t('feeds.columns.updated'),
      sortField: 'updated_at',
      shrink: true,
      cell: (row) => <DateCell value={row.updated_at} />,
    },
    {
      key: 'actions',
      header: t('dataTable.actions'),
      shrink: true,
      fixed: true,
      card: 'actions',
      cell: (row) => (
        <Group gap={2} wrap="nowrap">
          {canRun ? <FeedRunActions feed={row} /> : null}
          <EditLink to={feedRoutes.edit(row.id)} label={t('feeds.editOf', { name: row.name })} />
        </Group>
      ),
    },
  ];
  return columns.filter((column): column is DataColumn<FeedListItem> => column !== null);
}

export function useFeedColumns(withDealer: boolean, canRun: boolean) {
  const { t } = useTranslation();
  return useMemo(() => feedColumns(t, withDealer, canRun), [t, withDealer, canRun]);
}
