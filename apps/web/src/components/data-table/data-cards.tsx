import { memo, useMemo, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CardPlace, DataColumn, DataTableProps } from './data-table';
import { RowCheckbox, rowPropsOf, useRowHandlers, type RowHandlers, type RowProps } from './row-parts';
import classes from './data-table.module.css';

/** Below Mantine's `xs` (36em): a phone held upright, where a table's columns cannot fit side by side. */
export const PHONE_QUERY = '(max-width: 36em)';

let phoneQuery: MediaQueryList | undefined;
const phoneMedia = () => (phoneQuery ??= window.matchMedia(PHONE_QUERY));
const watchPhone = (onChange: () => void) => {
  phoneMedia().addEventListener('change', onChange);
  return () => phoneMedia().removeEventListener('change', onChange);
};

/**
 * Whether the window is a phone's (PHONE_QUERY), known at the first render and followed as it turns. One
 * MediaQueryList for the app: Mantine's useMediaQuery asked the browser anew on every render of every list.
 */
export const useIsPhone = () => useSyncExternalStore(watchPhone, () => phoneMedia().matches);

/** A click on a row's own control (a link, a switch, a checkbox) is that control's, not the row's. */
export const isOnControl = (event: MouseEvent) =>
  (event.target as HTMLElement).closest('a, button, input, label, select, textarea, [role="switch"]');

/** Without places given, the first column titles the card, the next two describe it, and actions stay. */
function placesOf<T>(columns: DataColumn<T>[]) {
  if (columns.some((column) => column.card)) return columns;
  const placeOf = (column: DataColumn<T>, index: number): CardPlace | undefined =>
    column.key === 'actions' ? 'actions' : index === 0 ? 'title' : index < 3 ? 'detail' : undefined;
  return columns.map((column, index) => ({ ...column, card: placeOf(column, index) }));
}

function ListCard<T>({ row, rowKey, columns, selectLabel, selected, open, select }: RowProps<T>) {
  const render = (place: CardPlace): ReactNode[] =>
    columns
      .filter((column) => column.card === place)
      .map((column) => <span key={column.key}>{(column.cardCell ?? column.cell)(row)}</span>);
  const actions = render('actions');
  return (
    <li
      data-list-card
      className={open ? `${classes.card} ${classes.cardClickable}` : classes.card}
      onClick={open ? (event) => !isOnControl(event) && open(row) : undefined}
    >
      {selectLabel !== undefined ? (
        <RowCheckbox label={selectLabel} checked={selected} onChange={(on) => select(rowKey, on)} />
      ) : null}
      {render('photo')}
      <div className={classes.cardBody}>
        <div className={classes.cardTitle}>{render('title')}</div>
        <div className={classes.cardLine}>
          {render('price')}
          {render('status')}
        </div>
        <div className={classes.cardDetail}>{render('detail')}</div>
      </div>
      {actions.length ? <div className={classes.cardEnd}>{actions}</div> : null}
    </li>
  );
}
const Card = memo(ListCard) as typeof ListCard;

/**
 * A list on a phone (issue 17): each row a card with its photo, title, price and status, a line of details and
 * its actions; the whole card opens the row like a table row does. The cards form a list named like the table.
 * DataTable passes the rows to render now and its row handlers; a card renders again only when it changes.
 */
export function DataCards<T>(props: DataTableProps<T> & { handlers?: RowHandlers<T> }) {
  const { t } = useTranslation();
  const { rows, rowKey, selection } = props;
  const ownHandlers = useRowHandlers(props);
  const handlers = props.handlers ?? ownHandlers;
  const columns = useMemo(() => placesOf(props.columns), [props.columns]);

  if (props.isLoading) {
    return (
      <Center py="xl" role="progressbar" aria-label={t('common.loading')}>
        <Loader size="sm" aria-hidden="true" />
      </Center>
    );
  }
  if (!rows?.length) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {props.emptyText}
      </Text>
    );
  }
  return (
    <>
      <ul className={classes.cards} aria-label={props.label} aria-busy={props.isFetching}>
        {rows.map((row) => {
          const rowProps = rowPropsOf(row, { rowKey, selection, columns }, handlers);
          return <Card key={rowProps.rowKey} {...rowProps} />;
        })}
      </ul>
    </>
  );
}
