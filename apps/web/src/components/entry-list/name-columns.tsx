import '@mantine/core/styles/Code.css';
import { Code } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '@/components/data-table';
import { nameCellText, NameCell } from './row-cells';

/** Description (with the reader's translation under it) and Key: the first columns of every entry list. */
export function useNameColumns<T extends { name: string; text: string; slug: string }>(): DataColumn<T>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'name',
      header: t('lookupTables.columns.name'),
      sortField: 'name',
      truncate: 16,
      text: nameCellText,
      cell: (row) => <NameCell name={row.name} text={row.text} />,
    },
    {
      key: 'slug',
      header: t('lookupTables.columns.slug'),
      sortField: 'slug',
      cell: (row) => <Code>{row.slug}</Code>,
    },
  ];
}
