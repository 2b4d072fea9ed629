import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { EntryList } from '@/components/entry-list';
import { LOOKUP_DOMAIN } from '../result-domain';

export const LOOKUP_FILTERS = ['is_active', 'is_exposable'] as const;
export type LookupFilter = (typeof LOOKUP_FILTERS)[number];

type LookupListProps<T extends { id: string }> = Omit<
  ComponentProps<typeof EntryList<T, LookupFilter>>,
  'filters' | 'searchPlaceholder' | 'domain'
>;

/** The list of both lookup screens (SPEC §2): the shared entry list with Active and Exposable filters. */
export function LookupList<T extends { id: string }>(props: LookupListProps<T>) {
  const { t } = useTranslation();
  return (
    <EntryList
      {...props}
      searchPlaceholder={t('lookupTables.searchPlaceholder')}
      filters={[
        { name: 'is_active', label: t('lookupTables.columns.active') },
        { name: 'is_exposable', label: t('lookupTables.columns.exposable') },
      ]}
      domain={LOOKUP_DOMAIN}
    />
  );
}
