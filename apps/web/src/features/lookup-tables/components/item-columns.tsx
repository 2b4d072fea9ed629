import { IconSitemap } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LookupItem } from '@coachyard/contract';
import type { DataColumn } from '@/components/data-table';
import { LanguageStatus, type ActiveToggle } from '@/components/entry-list';
import { lookupRoutes } from '../routes';
import { useEntryColumns } from './entry-columns';

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
  const { leading, trailing } = useEntryColumns<LookupItem>(toggle, canUpdate);
  return [
    {
      key: 'position',
      header: '#',
      sortField: 'position',
      align: 'end',
      shrink: true,
      cell: (row) => row.position,
    },
    ...leading,
    {
      key: 'languages',
      header: t('lookupTables.columns.languages'),
      cell: (row) => <LanguageStatus missing={row.missing_languages} />,
    },
    ...trailing(
      (row) => ({
        to: lookupRoutes.items(row.id),
        text: t('lookupItems.children', { count: row.child_count }),
        label: t('lookupItems.childrenOf', { name: row.text, count: row.child_count }),
        icon: <IconSitemap size={16} aria-hidden="true" />,
        // Rows with children stand out; every row still leads to its (maybe empty) child list.
        variant: row.child_count > 0 ? 'light' : 'subtle',
      }),
      (row) => lookupRoutes.editItem(containerId, row.id),
    ),
  ];
}
