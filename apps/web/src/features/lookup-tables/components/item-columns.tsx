import { Button, Code, Group } from '@mantine/core';
import { IconSitemap } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LookupItem } from '@coachyard/contract';
import type { DataColumn } from '@/components/data-table';
import type { ActiveToggle } from '../hooks/use-active-toggle';
import { lookupRoutes } from '../routes';
import { LanguageStatus } from './language-status';
import { ActiveSwitch, DateCell, EditLink, NameCell, YesNo } from './row-cells';

/**
 * Columns of a table's items (or an item's children). Every item can hold children (a country its
 * cities), so each row leads to its own child list, empty or not.
 */
export function useItemColumns(
  containerId: string,
  toggle: ActiveToggle,
  canUpdate: boolean,
): DataColumn<LookupItem>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'position',
      header: '#',
      sortField: 'position',
      align: 'end',
      shrink: true,
      cell: (row) => row.position,
    },
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
      key: 'languages',
      header: t('lookupTables.columns.languages'),
      cell: (row) => <LanguageStatus missing={row.missing_languages} />,
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
            // Rows with children stand out; every row still leads to its (maybe empty) child list.
            variant={row.child_count > 0 ? 'light' : 'subtle'}
            leftSection={<IconSitemap size={16} aria-hidden="true" />}
            aria-label={t('lookupItems.childrenOf', { name: row.text, count: row.child_count })}
          >
            {t('lookupItems.children', { count: row.child_count })}
          </Button>
          <EditLink to={lookupRoutes.editItem(containerId, row.id)} name={row.text} />
        </Group>
      ),
    },
  ];
}
