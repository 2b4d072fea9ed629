import { useMemo } from 'react';
import { IconPhoto } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LeadListAdvertisement, LeadListItem } from '@coachyard/contract';
import { CellLabel } from '@/components/cell-label';
import { DateCell, cellClasses, type DataColumn } from '@/components/data-table';
import { resolveMediaUrl } from '@/lib/media';
import { STATUS_COLOR } from './lead-labels';
import classes from './lead-columns.module.css';
import { ResponseCountdown } from './response-countdown';

/**
 * The advertisement a query is about: thumbnail and short id, its title for the pointer and screen readers. In a
 * row, the ad as the list carries it; in the lead, with its public page, which the short id then opens.
 */
export function AdvertisementCell({ ad }: { ad: (LeadListAdvertisement & { public_url?: string }) | null }) {
  const { t } = useTranslation();
  if (!ad) return <span className={cellClasses.dimmed}>—</span>;
  return (
    <span className={classes.ad}>
      {ad.thumbnail ? (
        <img className={classes.cover} src={resolveMediaUrl(ad.thumbnail)} alt="" width={36} height={36} />
      ) : (
        <span className={classes.cover}>
          <IconPhoto size={16} aria-hidden="true" />
        </span>
      )}
      {ad.public_url ? (
        <a
          className={`${cellClasses.link} ${classes.shortId}`}
          href={ad.public_url}
          target="_blank"
          rel="noopener"
          dir="ltr"
          aria-label={t('leads.openAd', { id: ad.short_id, title: ad.title_text })}
        >
          {ad.short_id}
        </a>
      ) : (
        <span className={classes.shortId} title={ad.title_text}>
          <span dir="ltr">{ad.short_id}</span>
          <span className={cellClasses.visuallyHidden} dir="auto">{` ${ad.title_text}`}</span>
        </span>
      )}
    </span>
  );
}

/**
 * Columns of an inbox: unread rows in bold; the advertisement only where leads are about one. The cells are
 * plain elements and the columns keep their identity until the language changes (`onOpen` must keep its own),
 * so a row renders again only when the row changes, not on each answer the screen receives.
 */
export function useLeadColumns(
  withAdvertisement: boolean,
  onOpen: (id: string) => void,
): DataColumn<LeadListItem>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => leadColumns(t, withAdvertisement, onOpen),
    // The language: `t` may keep its identity when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, language, withAdvertisement, onOpen],
  );
}

function leadColumns(
  t: TFunction,
  withAdvertisement: boolean,
  onOpen: (id: string) => void,
): DataColumn<LeadListItem>[] {
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
        <span>
          <button
            type="button"
            className={cellClasses.link}
            style={{ fontWeight: row.unread ? 700 : 400 }}
            dir="auto"
            onClick={() => onOpen(row.id)}
          >
            {row.unread ? <span className={cellClasses.visuallyHidden}>{t('leads.unreadMark')} </span> : null}
            {row.name}
          </button>
          {/* The dash in the page's direction, between the two: inside the excerpt's own direction it went to
              the far side of an English excerpt on an Arabic screen. */}
          <span
            className={`${cellClasses.dimmed} ${cellClasses.small}`}
            style={{ fontWeight: row.unread ? 600 : 400 }}
          >
            {' — '}
            <span dir="auto">{row.excerpt}</span>
          </span>
        </span>
      ),
    },
    {
      key: 'status',
      header: t('leads.columns.status'),
      sortField: 'status',
      shrink: true,
      card: 'status',
      cell: (row) => (
        <CellLabel color={STATUS_COLOR[row.status] ?? 'gray'}>{t(`leads.status.${row.status}`)}</CellLabel>
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
      cell: (row) => <span>{row.assignee ?? '—'}</span>,
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
