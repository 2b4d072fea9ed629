import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Feed } from '@coachyard/contract';
import { DateCell, EditLink, YesNo, type DataColumn } from '@/components/data-table';
import { feedRoutes } from '../routes';

/** Columns of the feeds list: name, dealer (staff), format, source, full sync, last change. */
export function useFeedColumns(withDealer: boolean): DataColumn<Feed>[] {
  const { t } = useTranslation();
  const columns: (DataColumn<Feed> | null)[] = [
    { key: 'name', header: t('feeds.fields.name'), sortField: 'name', cell: (row) => row.name },
    withDealer
      ? { key: 'dealer', header: t('feeds.fields.dealer'), cell: (row) => row.owner_name ?? '' }
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
      cell: (row) => <EditLink to={feedRoutes.edit(row.id)} label={t('feeds.editOf', { name: row.name })} />,
    },
  ];
  return columns.filter((column): column is DataColumn<Feed> => column !== null);
}
