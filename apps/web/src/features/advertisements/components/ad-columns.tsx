import { useMemo } from 'react';
import { Link } from 'react-router';
import { IconPhoto } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Advertisement, AdvertisementListItem } from '@coachyard/contract';
import { DateCell, type DataColumn } from '@/components/data-table';
import { openPreview } from '@/components/use-preview';
import { api } from '@/lib/api-client';
import { intlLocale } from '@/lib/language';
import { resolveMediaUrl } from '@/lib/media';
import { adRoutes } from '../routes';
import classes from './ad-columns.module.css';
import { HealthLabel } from './health-badge';
import { StatusLabel } from './status-badge';

const vehicleOf = (row: AdvertisementListItem) => `${row.year} ${row.brand} ${row.model}`;

/**
 * The cover's thumbnail; clicking it opens the shared Image preview modal with the full photo, which the lean
 * list row leaves to the ad itself (read by id when asked for).
 */
function CoverCell({ row }: { row: AdvertisementListItem }) {
  const { t } = useTranslation();
  const name = vehicleOf(row);
  const thumbnail = row.thumbnail;
  if (!thumbnail) {
    return (
      <span className={classes.noCover} role="img" aria-label={t('ads.noPhoto', { name })}>
        <IconPhoto size={20} aria-hidden="true" />
      </span>
    );
  }
  const preview = () =>
    api.get<Advertisement>(`/advertisements/${encodeURIComponent(row.id)}`).then(
      (ad) => openPreview(ad.cover?.url ?? thumbnail),
      () => openPreview(thumbnail),
    );
  return (
    <button
      type="button"
      className={classes.coverButton}
      onClick={() => void preview()}
      aria-label={t('ads.previewCover', { name: `${row.short_id} ${name}` })}
    >
      <img className={classes.cover} src={resolveMediaUrl(thumbnail)} alt="" width={32} height={32} />
    </button>
  );
}

/**
 * Columns of the advertisement list (issue 5): what a reviewer scans first, sortable where the API sorts. The
 * cells are plain elements, and the columns stay the same between renders until the language changes, so the
 * table renders a row again only when the row changes.
 */
export function useAdColumns(withOwner: boolean): DataColumn<AdvertisementListItem>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => adColumns(t, language, withOwner), [t, language, withOwner]);
}

/** What the text columns clip to when staff show both counts of 30 days beside the dealer column (rem). */
const BESIDE_COUNTS: Partial<Record<string, number>> = { vehicle: 8, owner: 5.5, location: 6 };

/**
 * The shown columns, the text columns narrower when both counts of 30 days show beside the dealer: at 1366 px
 * "Updated" scrolled off then (issue 30, lists-fit.spec.ts); the full texts stay in the cells' titles.
 */
export function fitAdColumns(shown: DataColumn<AdvertisementListItem>[]) {
  const keys = new Set(shown.map((column) => column.key));
  if (!(keys.has('views_30d') && keys.has('leads_30d') && keys.has('owner'))) return shown;
  return shown.map((column) => {
    const truncate = BESIDE_COUNTS[column.key];
    return truncate ? { ...column, truncate } : column;
  });
}

/**
 * A count of the last 30 days (issue 29), as the reader's language writes numbers; sorts like the API does. On a
 * phone's card, shown while the column is, it carries its name ("Views, 30 days: 1,234").
 */
const countColumn = (
  t: TFunction,
  key: 'views_30d' | 'leads_30d',
  header: string,
  number: Intl.NumberFormat,
  hiddenByDefault: boolean,
): DataColumn<AdvertisementListItem> => ({
  key,
  header,
  sortField: key,
  align: 'end',
  shrink: true,
  wrapHeader: true,
  hiddenByDefault,
  card: 'detail',
  cell: (row) => <span className={classes.count}>{number.format(row[key])}</span>,
  cardCell: (row) => (
    <span className={classes.count}>
      {t('ads.columns.countOnCard', { label: header, value: number.format(row[key]) })}
    </span>
  ),
});

function adColumns(t: TFunction, language: string, withOwner: boolean): DataColumn<AdvertisementListItem>[] {
  const number = new Intl.NumberFormat(intlLocale(language));
  const columns: DataColumn<AdvertisementListItem>[] = [
    {
      key: 'cover',
      header: t('ads.columns.cover'),
      headerHidden: true,
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
        <Link
          className={classes.id}
          to={adRoutes.edit(row.id)}
          aria-label={t('ads.editOf', { name: row.short_id })}
          dir="ltr"
        >
          {row.short_id}
        </Link>
      ),
    },
    {
      key: 'vehicle',
      header: t('ads.columns.vehicle'),
      sortField: 'year',
      card: 'title',
      wrapHeader: true,
      // One line: the ad's own title mostly repeats the vehicle, so it is the pointer's title, not a second line.
      truncate: withOwner ? 10.5 : 8.5,
      text: (row) => row.title_text || vehicleOf(row),
      cell: (row) => <span className={classes.strong}>{vehicleOf(row)}</span>,
    },
    {
      key: 'price',
      header: t('ads.columns.price'),
      sortField: 'price',
      align: 'end',
      card: 'price',
      cell: (row) => (
        <span className={classes.price} dir="ltr">
          {row.price_formatted}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('ads.columns.status'),
      shrink: true,
      card: 'status',
      cell: (row) => <StatusLabel status={row.status} />,
    },
    {
      key: 'health',
      header: t('ads.columns.health'),
      sortField: 'health_score',
      shrink: true,
      card: 'detail',
      cell: (row) => <HealthLabel score={row.health_score} />,
    },
    // A dealer's own figures, shown to it; staff, whose list names the dealer too, turn them on when they want
    // them (their stock performance screen has them) — at 1366 px there is no room for both (lists-fit.spec.ts).
    countColumn(t, 'views_30d', t('ads.columns.views30d'), number, withOwner),
    countColumn(t, 'leads_30d', t('ads.columns.leads30d'), number, withOwner),
    {
      key: 'owner',
      header: t('ads.columns.owner'),
      card: 'detail',
      // Narrower since the health column came (issue 27): every column still fits 1366 px (lists-fit.spec.ts).
      truncate: 7,
      text: (row) => row.owner,
      cell: (row) => <span>{row.owner}</span>,
    },
    {
      key: 'location',
      header: t('ads.columns.location'),
      card: 'detail',
      wrapHeader: true,
      // A dealer's list gives the dealer column's room, and a little of the vehicle's, to its counts of 30 days.
      truncate: withOwner ? 7 : 5.5,
      text: (row) => row.place,
      cell: (row) => <span>{row.place}</span>,
    },
    {
      key: 'updated',
      header: t('ads.columns.updated'),
      sortField: 'updated_at',
      wrapHeader: true,
      cell: (row) => <DateCell value={row.updated_at} compact />,
    },
  ];
  // A dealer sees only its own ads: the owner column would repeat its name on every row.
  return withOwner ? columns : columns.filter((column) => column.key !== 'owner');
}
