import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LookupTable } from '@coachyard/contract';
import type { DataColumn } from '@/components/data-table';
import { LanguageStatus, type ActiveToggle } from '@/components/entry-list';
import { lookupRoutes } from '../routes';
import { useEntryColumns } from './entry-columns';

/** Columns of the lookup tables list (issue 3): name, key, items, languages, flags, updated. */
export function useLookupTableColumns(toggle: ActiveToggle, canUpdate: boolean): DataColumn<LookupTable>[] {
  const { t } = useTranslation();
  const { leading, trailing } = useEntryColumns<LookupTable>(toggle, canUpdate);
  return [
    ...leading,
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
    ...trailing(
      (row) => ({
        to: lookupRoutes.items(row.id),
        text: t('lookupTables.items'),
        label: t('lookupTables.itemsOf', { name: row.text }),
        icon: <IconListDetails size={16} aria-hidden="true" />,
        variant: 'light',
      }),
      (row) => lookupRoutes.editLookupTable(row.id),
    ),
  ];
}
