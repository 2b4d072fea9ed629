import { Button, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TrashItem } from '@coachyard/contract';
import { DataTable, DateCell, useColumnChoice, type DataColumn } from '@/components/data-table';
import { rowKeyOf, type useTrashList } from '../hooks/use-trash-list';

/** The trash's columns, as the user chose them. */
export function useTrashColumns(list: ReturnType<typeof useTrashList>) {
  const { t } = useTranslation();
  const columns: DataColumn<TrashItem>[] = [
    {
      key: 'label',
      header: t('trash.columns.what'),
      card: 'title',
      truncate: 24,
      text: (row) => row.label,
      cell: (row) => (
        <Text size="sm" fw={500}>
          {row.label}
        </Text>
      ),
    },
    {
      key: 'namespace',
      header: t('trash.columns.namespace'),
      shrink: true,
      card: 'status',
      cell: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {t(`trash.namespaces.${row.namespace}`, { defaultValue: row.namespace })}
        </Text>
      ),
    },
    {
      key: 'deleted_at',
      header: t('trash.columns.deletedAt'),
      shrink: true,
      card: 'detail',
      cell: (row) => <DateCell value={row.deleted_at} />,
    },
    {
      key: 'deleted_by',
      header: t('trash.columns.deletedBy'),
      card: 'detail',
      truncate: 14,
      text: (row) => row.deleted_by?.name ?? '',
      cell: (row) => <Text size="sm">{row.deleted_by?.name ?? '—'}</Text>,
    },
    {
      key: 'actions',
      header: t('trash.columns.actions'),
      shrink: true,
      align: 'end',
      card: 'actions',
      cell: (row) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRestore size={14} aria-hidden="true" />}
          aria-label={t('trash.restoreOne', { label: row.label })}
          loading={list.restoring}
          onClick={() => list.restore([row])}
        >
          {t('trash.restore')}
        </Button>
      ),
    },
  ];
  return useColumnChoice('trash', columns);
}

/** The deleted rows: what, where, when and by whom, each with its own Restore. */
export function TrashTable({
  list,
  columns,
}: {
  list: ReturnType<typeof useTrashList>;
  columns: DataColumn<TrashItem>[];
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={t('trash.tableLabel')}
      columns={columns}
      rows={list.trash.data?.items}
      rowKey={rowKeyOf}
      sort={list.params.sort}
      onSort={list.params.toggleSort}
      isLoading={list.trash.isPending}
      isFetching={list.trash.isFetching}
      error={list.trash.error?.message ?? null}
      emptyText={t('trash.empty')}
      selection={{
        selected: list.selected,
        onChange: list.select,
        rowLabel: (row) => t('trash.selectRow', { label: row.label }),
        allLabel: t('trash.selectAll'),
      }}
    />
  );
}
