import '@mantine/core/styles/Code.css';
import { Box, Button, Code, Group, Text } from '@mantine/core';
import { IconSitemap } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LocationItem } from '@coachyard/contract';
import { EditLink, type DataColumn } from '@/components/data-table';
import { ActiveSwitch, LanguageStatus, useNameColumns, type ActiveToggle } from '@/components/entry-list';
import { ReorderHandle, dropTargetProps } from '@/components/reorder';
import { locationRoutes } from '../routes';

export interface PlaceOrder {
  /** Moves are offered only in the list's own order (by position, no search): elsewhere they mean nothing. */
  enabled: boolean;
  count: number;
  /** Index of a row on the page, and the move to another index. */
  indexOf: (row: LocationItem) => number;
  move: (from: number, to: number) => void;
  hintId: string;
}

/** Columns of a level of places: the handle that orders them, name, key, ISO code, coordinates, Active in place. */
export function usePlaceColumns(
  locationId: string,
  toggle: ActiveToggle,
  canUpdate: boolean,
  order: PlaceOrder,
): DataColumn<LocationItem>[] {
  const { t } = useTranslation();
  const nameColumns = useNameColumns<LocationItem>();
  return [
    {
      key: 'position',
      header: t('locations.columns.order'),
      sortField: 'position',
      shrink: true,
      cell: (row) => {
        const index = order.indexOf(row);
        const reorder = { group: `places-${row.parent_id ?? locationId}`, index, onMove: order.move };
        return (
          <Box {...(order.enabled ? dropTargetProps(reorder) : {})}>
            <Group gap={4} wrap="nowrap">
              {canUpdate ? (
                <ReorderHandle
                  {...reorder}
                  count={order.count}
                  disabled={!order.enabled}
                  label={t('locations.moveOf', { name: row.text })}
                  hintId={order.hintId}
                />
              ) : null}
              <Text size="sm">{row.position + 1}</Text>
            </Group>
          </Box>
        );
      },
    },
    ...nameColumns,
    {
      key: 'iso',
      header: t('locations.columns.isoCode'),
      sortField: 'iso_code',
      cell: (row) => (row.iso_code ? <Code>{row.iso_code}</Code> : null),
    },
    {
      key: 'coordinates',
      header: t('locations.columns.coordinates'),
      cell: (row) =>
        row.lat && row.lng ? (
          <Text size="sm" dir="ltr" style={{ whiteSpace: 'nowrap' }}>
            {row.lat}, {row.lng}
          </Text>
        ) : null,
    },
    {
      key: 'languages',
      header: t('locations.columns.languages'),
      cell: (row) => <LanguageStatus missing={row.missing_languages} />,
    },
    {
      key: 'active',
      header: t('locations.columns.active'),
      shrink: true,
      cell: (row) => <ActiveSwitch row={row} toggle={toggle} disabled={!canUpdate} />,
    },
    {
      key: 'actions',
      header: t('dataTable.actions'),
      shrink: true,
      cell: (row) => (
        <Group gap={4} wrap="nowrap">
          <Button
            component={Link}
            to={locationRoutes.items(locationId, row.id)}
            size="compact-sm"
            variant={row.child_count > 0 ? 'light' : 'subtle'}
            leftSection={<IconSitemap size={16} aria-hidden="true" />}
            aria-label={t('locations.childrenOf', { name: row.text, count: row.child_count })}
          >
            {t('locations.children', { count: row.child_count })}
          </Button>
          <EditLink
            to={locationRoutes.editItem(locationId, row.id)}
            label={t('locations.editOf', { name: row.text })}
          />
        </Group>
      ),
    },
  ];
}
