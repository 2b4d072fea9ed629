import { useMemo } from 'react';
import { Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FeedListItem } from '@coachyard/contract';
import { DateCell, EditLink, YesNo, type DataColumn } from '@/components/data-table';
import { feedRoutes } from '../routes';
import { FeedRunActions } from './feed-run-actions';
import { LastRunCell } from './run-summary';

/**
 * Columns of the feeds list: name, dealer (staff), format, source, full sync, last run, last change, and the
 * row's actions (a dry run and a run for whoever may change the feed). On a phone's card: the name, the last
 * run, the dealer and the actions.
 */
function feedColumns(t: TFunction, withDealer: boolean, canRun: boolean): DataColumn<FeedListItem>[] {
  const columns: (DataColumn<FeedListItem> | null)[] = [
    {
      key: 'name',
      header: t('feeds.fields.name'),
      sortField: 'name',
      card: 'title',
      cell: (row) => row.name,
    },
    withDealer
      ? {
          key: 'dealer',
          header: t('feeds.fields.dealer'),
          card: 'detail',
          cell: (row) => row.owner_name ?? '',
        }
      : null,
    {
      key: 'format',
      header: t('feeds.fields.format'),
      shrink: true,
      cell: (row) => t(`feeds.formats.${row.format}`),
    },
    {
      key: 'source',
      header: t('feeds.fields.source'),
      cell: (row) =>
        row.source_kind === 'url' ? (
          <Text size="sm" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
            {row.url}
          </Text>
        ) : (
          t('feeds.sources.upload')
        ),
    },
    {
      key: 'fullSync',
      header: t('feeds.fields.fullSync'),
      shrink: true,
      cell: (row) => <YesNo value={row.full_sync ? 1 : 0} />,
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
