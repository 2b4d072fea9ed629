import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DateCell, EditLink, YesNo, type DataColumn } from '@/components/data-table';
import { ActiveSwitch, useNameColumns, type ActiveToggle } from '@/components/entry-list';

/** What tables and items have in common, as the lists show them. */
interface EntryRow {
  id: string;
  name: string;
  text: string;
  slug: string;
  is_active: 0 | 1;
  is_exposable: 0 | 1;
  version: number;
  updated_at: string;
}

/** The link from a row to the entries below it (a table's items, an item's children). */
export interface ChildListLink {
  to: string;
  text: string;
  label: string;
  icon: ReactNode;
  variant: 'light' | 'subtle';
}

/**
 * The columns tables and items share (SPEC §3 Translation entry): description, key, Active switched in
 * place, Exposable, Updated and the actions. Each list puts its own columns between them.
 */
export function useEntryColumns<T extends EntryRow>(toggle: ActiveToggle, canUpdate: boolean) {
  const { t } = useTranslation();
  const leading = useNameColumns<T>();
  const trailing = (childList: (row: T) => ChildListLink, editPath: (row: T) => string): DataColumn<T>[] => [
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
      cell: (row) => {
        const link = childList(row);
        return (
          <Group gap={4} wrap="nowrap">
            <Button
              component={Link}
              to={link.to}
              size="compact-sm"
              variant={link.variant}
              leftSection={link.icon}
              aria-label={link.label}
            >
              {link.text}
            </Button>
            <EditLink to={editPath(row)} label={t('lookupTables.editOf', { name: row.text })} />
          </Group>
        );
      },
    },
  ];
  return { leading, trailing };
}
