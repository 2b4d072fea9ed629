import { useTranslation } from 'react-i18next';
import type { LocationTrailEntry } from '@coachyard/contract';
import { Breadcrumbs, type Crumb } from '@/components/breadcrumbs';
import { locationRoutes } from '../routes';

/**
 * SPEC §4 breadcrumbs: Locations → market → place → its children. Built from the API's trail, so a deep
 * link or a reload shows the whole chain at once.
 */
export function LocationBreadcrumbs({
  trail = [],
  current,
}: {
  trail?: LocationTrailEntry[];
  current?: string;
}) {
  const { t } = useTranslation();
  const locationId = trail[0]?.id ?? '';
  const crumbs: Crumb[] = [
    { label: t('locations.breadcrumbRoot'), to: locationRoutes.list },
    ...trail.map((entry) => ({
      label: entry.text,
      to: locationRoutes.items(locationId, entry.kind === 'item' ? entry.id : null),
    })),
  ];
  if (current) crumbs.push({ label: current });
  return <Breadcrumbs crumbs={crumbs} />;
}
