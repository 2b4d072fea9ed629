import { Button, Code, Group } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LookupCollection } from '@coachyard/contract';
import type { DataColumn } from '@/components/data-table';
import type { ActiveToggle } from '../hooks/use-active-toggle';
import { lookupRoutes } from '../routes';
import { LanguageStatus } from './language-status';
import { ActiveSwitch, DateCell, EditLink, NameCell, YesNo } from './row-cells';

/** Columns of the lookup tables list (issue 3): name, key, items, languages, flags, updated. */
export function useCollectionColumns(
  toggle: ActiveToggle,
  canUpdate: boolean,
): DataColumn<LookupCollection>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'name',
      header: t('lookupTables.columns.name'),
      sortField: 'name',
      cell: (row) => <NameCell name={row.name} text={row.text} />,
    },
    {
      key: 'slug',
      header: t('lookupTables.columns.slug'),
      sortField: 'slug',
      cell: (row) => <Code>{row.slug}</Code>,
    },
    {
      key: 'items',
      header: t('lookupTables.columns.itemCount'),
      sortField: 'item_count',
      align: 'end',
      shrink: true,
      cell: (row) => row.item_count,
    },
    {
      key: 'languages',
      header: t('lookupTables.columns.languages'),
      cell: (row) => (
        <LanguageStatus
          missing={LANGUAGES.filter((code) => !row.complete_languages.includes(code))}
          missingCounts={row.item_missing_counts}
        />
      ),
    },
    {
      key: 'active',
      header: t('lookupTables.columns.active'),
      shrink: true,
      cell: (row) => <ActiveSwitch row={row} toggle={toggle} disabled={!canUpdate} />,
    },
    {
      key: 'exposable',
      header: t('lookupTables.columns.exposable'),
      shrink: true,
      cell: (row) => <YesNo value={row.is_exposable} />,
    },
    {
      key: 'updated',
      header: t('lookupTables.columns.updated'),
      sortField: 'updated_at',
      cell: (row) => <DateCell value={row.updated_at} />,
    },
    {
      key: 'actions',
      header: t('dataTable.actions'),
      shrink: true,
      cell: (row) => (
        <Group gap={4} wrap="nowrap">
          <Button
            component={Link}
            to={lookupRoutes.items(row.id)}
            size="compact-sm"
            variant="light"
            leftSection={<IconListDetails size={16} aria-hidden="true" />}
            aria-label={t('lookupTables.itemsOf', { name: row.text })}
          >
            {t('lookupTables.items')}
          </Button>
          <EditLink to={lookupRoutes.editCollection(row.id)} name={row.text} />
        </Group>
      ),
    },
  ];
}
