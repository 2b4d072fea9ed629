import { Button, Group, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Location } from '@coachyard/contract';
import { EditLink, YesNo, type DataColumn } from '@/components/data-table';
import { ActiveSwitch, LanguageStatus, useNameColumns, type ActiveToggle } from '@/components/entry-list';
import { locationRoutes } from '../routes';

/** Columns of the markets list: name, key, region and currency, languages, places, Active in place. */
export function useLocationColumns(toggle: ActiveToggle, canUpdate: boolean): DataColumn<Location>[] {
  const { t } = useTranslation();
  const nameColumns = useNameColumns<Location>();
  return [
    ...nameColumns,
    {
      key: 'region',
      header: t('locations.columns.region'),
      sortField: 'region',
      cell: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {t(`locations.regions.${row.region}`)} · {row.currency} · {row.distance_unit}
        </Text>
      ),
    },
    {
      key: 'vehicleTypes',
      header: t('locations.columns.vehicleTypes'),
      cell: (row) => <Text size="sm">{row.vehicle_types.join(', ')}</Text>,
    },
    {
      key: 'languages',
      header: t('locations.columns.languages'),
      cell: (row) => <LanguageStatus missing={row.missing_languages} />,
    },
    {
      key: 'itemCount',
      header: t('locations.columns.itemCount'),
      sortField: 'item_count',
      align: 'end',
      shrink: true,
      cell: (row) => row.item_count,
    },
    {
      key: 'active',
      header: t('locations.columns.active'),
      shrink: true,
      cell: (row) => <ActiveSwitch row={row} toggle={toggle} disabled={!canUpdate} />,
    },
    {
      key: 'exposable',
      header: t('locations.columns.exposable'),
      shrink: true,
      cell: (row) => <YesNo value={row.is_exposable} />,
    },
    {
      key: 'actions',
      header: t('dataTable.actions'),
      shrink: true,
      cell: (row) => (
        <Group gap={4} wrap="nowrap">
          <Button
            component={Link}
            to={locationRoutes.items(row.id)}
            size="compact-sm"
            variant="light"
            leftSection={<IconMapPin size={16} aria-hidden="true" />}
            aria-label={t('locations.placesOf', { name: row.text, count: row.top_item_count })}
          >
            {t('locations.places', { count: row.top_item_count })}
          </Button>
          <EditLink to={locationRoutes.edit(row.id)} label={t('locations.editOf', { name: row.text })} />
        </Group>
      ),
    },
  ];
}
