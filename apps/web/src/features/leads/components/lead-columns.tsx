import { Anchor, Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LeadListItem } from '@coachyard/contract';
import { DateCell, type DataColumn } from '@/components/data-table';
import { resolveMediaUrl } from '@/lib/media';
import { STATUS_COLOR, useLeadLabels } from './lead-labels';
import classes from './lead-columns.module.css';
import { ResponseCountdown } from './response-countdown';

/** The advertisement a query is about: thumbnail, short id, and its public page. */
export function AdvertisementCell({ ad }: { ad: LeadListItem['advertisement'] }) {
  const { t } = useTranslation();
  if (!ad)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Group gap="xs" wrap="nowrap">
      {ad.thumbnail_url ? (
        <img
          className={classes.cover}
          src={resolveMediaUrl(ad.thumbnail_url)}
          alt=""
          width={36}
          height={36}
        />
      ) : (
        <span className={classes.cover}>
          <IconPhoto size={16} aria-hidden="true" />
        </span>
      )}
      <Anchor
        href={ad.public_url}
        target="_blank"
        rel="noopener"
        size="sm"
        ff="monospace"
        dir="ltr"
        aria-label={t('leads.openAd', { id: ad.short_id, title: ad.title_text })}
      >
        {ad.short_id}
      </Anchor>
    </Group>
  );
}

/** Columns of an inbox: unread rows in bold; the advertisement only where leads are about one. */
export function useLeadColumns(
  withAdvertisement: boolean,
  onOpen: (lead: LeadListItem) => void,
): DataColumn<LeadListItem>[] {
  const { t } = useTranslation();
  const labels = useLeadLabels();
  const columns: (DataColumn<LeadListItem> | false)[] = [
    {
      key: 'received',
      header: t('leads.columns.received'),
      sortField: 'created_at',
      shrink: true,
      card: 'detail',
      cell: (row) => <DateCell value={row.created_at} />,
    },
    {
      key: 'sender',
      header: t('leads.columns.sender'),
      sortField: 'name',
      card: 'title',
      // One line (issue 17): the name, then the start of the message, clipped; the whole of both on hover. At
      // 14 rem an inbox with its advertisement column keeps "First response" within a 1366 px screen (issue 30).
      truncate: 14,
      text: (row) => `${row.name} — ${row.excerpt}`,
      cell: (row) => (
        <Text size="sm">
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={row.unread ? 700 : 400}
            dir="auto"
            ta="start"
            onClick={() => onOpen(row)}
          >
            {row.unread ? <VisuallyHidden>{t('leads.unreadMark')} </VisuallyHidden> : null}
            {row.name}
          </Anchor>
          <Text span size="xs" c="dimmed" dir="auto" fw={row.unread ? 600 : 400}>
            {` — ${row.excerpt}`}
          </Text>
        </Text>
      ),
    },
    {
      key: 'status',
      header: t('leads.columns.status'),
      sortField: 'status',
      shrink: true,
      card: 'status',
      cell: (row) => (
        <Badge color={STATUS_COLOR[row.status]} variant="light" style={{ whiteSpace: 'nowrap' }}>
          {labels.status(row.status)}
        </Badge>
      ),
    },
    withAdvertisement && {
      key: 'advertisement',
      header: t('leads.columns.advertisement'),
      shrink: true,
      card: 'detail',
      cell: (row) => <AdvertisementCell ad={row.advertisement} />,
    },
    {
      key: 'assignee',
      header: t('leads.columns.assignee'),
      card: 'detail',
      truncate: 9,
      text: (row) => row.assignee?.name ?? '',
      cell: (row) => <Text size="sm">{row.assignee?.name ?? '—'}</Text>,
    },
    {
      key: 'due',
      header: t('leads.columns.due'),
      sortField: 'due_at',
      shrink: true,
      card: 'detail',
      cell: (row) => <ResponseCountdown lead={row} />,
    },
  ];
  return columns.filter((column): column is DataColumn<LeadListItem> => Boolean(column));
}
