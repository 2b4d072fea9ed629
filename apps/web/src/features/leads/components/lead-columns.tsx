import { Anchor, Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LeadListAdvertisement, LeadListItem } from '@coachyard/contract';
import { DateCell, type DataColumn } from '@/components/data-table';
import { resolveMediaUrl } from '@/lib/media';
import { STATUS_COLOR, useLeadLabels } from './lead-labels';
import classes from './lead-columns.module.css';
import { ResponseCountdown } from './response-countdown';

/**
 * The advertisement a query is about: thumbnail and short id, its title for the pointer and screen readers. In a
 * row, the ad as the list carries it; in the lead, with its public page, which the short id then opens.
 */
export function AdvertisementCell({ ad }: { ad: (LeadListAdvertisement & { public_url?: string }) | null }) {
  const { t } = useTranslation();
  if (!ad)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Group gap="xs" wrap="nowrap">
      {ad.thumbnail ? (
        <img className={classes.cover} src={resolveMediaUrl(ad.thumbnail)} alt="" width={36} height={36} />
      ) : (
        <span className={classes.cover}>
          <IconPhoto size={16} aria-hidden="true" />
        </span>
      )}
      {ad.public_url ? (
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
      ) : (
        <Text size="sm" ff="monospace" title={ad.title_text}>
          <span dir="ltr">{ad.short_id}</span>
          <VisuallyHidden dir="auto">{` ${ad.title_text}`}</VisuallyHidden>
        </Text>
      )}
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
      text: (row) => row.assignee ?? '',
      cell: (row) => <Text size="sm">{row.assignee ?? '—'}</Text>,
    },
    {
      key: 'due',
      header: t('leads.columns.due'),
      sortField: 'due_at',
      shrink: true,
      card: 'detail',
      cell: (row) => <ResponseCountdown dueAt={row.due_at} answered={row.answered} />,
    },
  ];
  return columns.filter((column): column is DataColumn<LeadListItem> => Boolean(column));
}
