import { useTranslation } from 'react-i18next';
import type { LookupTrailEntry } from '@coachyard/contract';
import { Breadcrumbs, type Crumb } from '@/components/breadcrumbs';
import { lookupRoutes } from '../routes';

interface LookupBreadcrumbsProps {
  /** The API's trail: the table first, then each item down to the container. */
  trail?: LookupTrailEntry[];
  /** The form's own crumb (e.g. "New item"); without it the trail's last entry is the current page. */
  current?: string;
}

/**
 * SPEC §4 breadcrumbs: Lookup tables → table → item → child items. Derived from the API's trail
 * rather than kept in a client store (add skipped when the key exists, the active chain built by
 * following parents): the server knows every parent, so a deep link or a reload shows the whole chain
 * at once, where a store would only know the levels walked through in this tab.
 */
export function LookupBreadcrumbs({ trail = [], current }: LookupBreadcrumbsProps) {
  const { t } = useTranslation();
  const crumbs: Crumb[] = [
    { label: t('lookupTables.breadcrumbRoot'), to: lookupRoutes.list },
    ...trail.map((entry) => ({ label: entry.text || entry.name, to: lookupRoutes.items(entry.id) })),
  ];
  if (current) crumbs.push({ label: current });
  return <Breadcrumbs crumbs={crumbs} />;
}
