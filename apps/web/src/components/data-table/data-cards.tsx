import type { MouseEvent, ReactNode } from 'react';
import { Center, Checkbox, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CardPlace, DataColumn, DataTableProps } from './data-table';
import classes from './data-table.module.css';

/** Below Mantine's `xs` (36em): a phone held upright, where a table's columns cannot fit side by side. */
export const PHONE_QUERY = '(max-width: 36em)';

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

/**
 * A list on a phone (issue 17): each row a card with its photo, title, price and status, a line of details and
 * its actions; the whole card opens the row like a table row does. The cards form a list named like the table.
 */
export function DataCards<T>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const { rows, rowKey, selection, onRowClick } = props;
  const columns = placesOf(props.columns);
  const at = (place: CardPlace) => columns.filter((column) => column.card === place);
  const render = (row: T, place: CardPlace): ReactNode[] =>
    at(place).map((column) => <span key={column.key}>{column.cell(row)}</span>);

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
    <ul className={classes.cards} aria-label={props.label} aria-busy={props.isFetching}>
      {rows.map((row) => (
        <li
          key={rowKey(row)}
          data-list-card
          className={onRowClick ? `${classes.card} ${classes.cardClickable}` : classes.card}
          onClick={onRowClick ? (event) => !isOnControl(event) && onRowClick(row) : undefined}
        >
          {selection ? (
            <Checkbox
              aria-label={selection.rowLabel(row)}
              checked={selection.selected.has(rowKey(row))}
              onChange={(event) => selection.onChange([rowKey(row)], event.currentTarget.checked)}
            />
          ) : null}
          {render(row, 'photo')}
          <div className={classes.cardBody}>
            <div className={classes.cardTitle}>{render(row, 'title')}</div>
            <div className={classes.cardLine}>
              {render(row, 'price')}
              {render(row, 'status')}
            </div>
            <div className={classes.cardDetail}>{render(row, 'detail')}</div>
          </div>
          {at('actions').length ? <div className={classes.cardEnd}>{render(row, 'actions')}</div> : null}
        </li>
      ))}
    </ul>
  );
}
