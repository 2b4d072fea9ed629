import { Anchor, Avatar, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdvertisementListItem } from '@coachyard/contract';
import { DateCell, type DataColumn } from '@/components/data-table';
import { openPreview } from '@/components/use-preview';
import { resolveMediaUrl } from '@/lib/media';
import { adRoutes } from '../routes';
import { StatusBadge } from './status-badge';

const vehicleOf = (row: AdvertisementListItem) => `${row.year} ${row.brand.text} ${row.model.text}`;

/** The cover's thumbnail; clicking it opens the shared Image preview modal with the full photo. */
function CoverCell({ row }: { row: AdvertisementListItem }) {
  const { t } = useTranslation();
  const name = vehicleOf(row);
  if (!row.cover) {
    return (
      <Avatar radius="sm" size={32} aria-label={t('ads.noPhoto', { name })}>
        <IconPhoto size={20} aria-hidden="true" />
      </Avatar>
    );
  }
  const cover = row.cover;
  return (
    <UnstyledButton
      display="block"
      onClick={() => openPreview(cover.url)}
      aria-label={t('ads.previewCover', { name: `${row.short_id} ${name}` })}
    >
      <Avatar src={resolveMediaUrl(cover.thumbnail_url)} alt="" radius="sm" size={32} />
    </UnstyledButton>
  );
}

/** Columns of the advertisement list (issue 5): what a reviewer scans first, sortable where the API sorts. */
export function useAdColumns(withOwner: boolean): DataColumn<AdvertisementListItem>[] {
  const { t } = useTranslation();
  const columns: DataColumn<AdvertisementListItem>[] = [
    {
      key: 'cover',
      header: t('ads.columns.cover'),
      shrink: true,
      card: 'photo',
      cell: (row) => <CoverCell row={row} />,
    },
    {
      key: 'short_id',
      header: t('ads.columns.shortId'),
      sortField: 'short_id',
      shrink: true,
      card: 'detail',
      // The id opens the ad: one link per row, where a column of edit pencils would take the row's room.
      cell: (row) => (
        <Anchor
          component={Link}
          to={adRoutes.edit(row.id)}
          aria-label={t('ads.editOf', { name: row.short_id })}
          size="sm"
          ff="monospace"
          fw={600}
          dir="ltr"
        >
          {row.short_id}
        </Anchor>
      ),
    },
    {
      key: 'vehicle',
      header: t('ads.columns.vehicle'),
      sortField: 'year',
      card: 'title',
      // One line: the ad's own title mostly repeats the vehicle, so it is the pointer's title, not a second line.
      truncate: 12,
      text: (row) => row.title_text || vehicleOf(row),
      cell: (row) => (
        <Text size="sm" fw={500}>
          {vehicleOf(row)}
        </Text>
      ),
    },
    {
      key: 'price',
      header: t('ads.columns.price'),
      sortField: 'price',
      align: 'end',
      card: 'price',
      cell: (row) => (
        <Text size="sm" fw={500} dir="ltr" style={{ whiteSpace: 'nowrap' }}>
          {row.price_formatted}
        </Text>
      ),
    },
    {
      key: 'status',
      header: t('ads.columns.status'),
      shrink: true,
      card: 'status',
      cell: (row) => <StatusBadge status={row.status} />,
    },
    {
      key: 'owner',
      header: t('ads.columns.owner'),
      card: 'detail',
      truncate: 9,
      text: (row) => row.owner.name,
      cell: (row) => <Text size="sm">{row.owner.name}</Text>,
    },
    {
      key: 'location',
      header: t('ads.columns.location'),
      card: 'detail',
      truncate: 9,
      text: (row) => `${row.city.text}, ${row.country.text}`,
      cell: (row) => (
        <Text size="sm">
          {row.city.text}, {row.country.text}
        </Text>
      ),
    },
    {
      key: 'updated',
      header: t('ads.columns.updated'),
      sortField: 'updated_at',
      cell: (row) => <DateCell value={row.updated_at} />,
    },
  ];
  // A dealer sees only its own ads: the owner column would repeat its name on every row.
  return withOwner ? columns : columns.filter((column) => column.key !== 'owner');
}
