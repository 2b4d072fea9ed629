import { useDeferredValue } from 'react';
import { Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './list-pagination.module.css';

interface ListPaginationProps {
  page: number;
  perPage: number;
  total: number;
  /** The answer's cursors of the pages beside this one, where the list has them (lib/keyset.ts on the API). */
  cursors?: { next_cursor?: string | null; prev_cursor?: string | null };
  /** A page by number, with the cursor that leads to it when it is a neighbour. */
  onChange: (page: number, cursor?: string) => void;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The page buttons to show, as Mantine's Pagination chose them (one sibling each side of the current page, one
 * page at each end, dots between): `null` is a gap.
 */
export function pageItems(total: number, active: number, siblings = 1, boundaries = 1): (number | null)[] {
  if (siblings * 2 + 3 + boundaries * 2 >= total) return range(1, total);
  const left = Math.max(active - siblings, boundaries);
  const right = Math.min(active + siblings, total - boundaries);
  const leftDots = left > boundaries + 2;
  const rightDots = right < total - (boundaries + 1);
  if (!leftDots && rightDots)
    return [...range(1, siblings * 2 + boundaries + 2), null, ...range(total - boundaries + 1, total)];
  if (leftDots && !rightDots)
    return [...range(1, boundaries), null, ...range(total - (boundaries + 1 + 2 * siblings), total)];
  return [
    ...range(1, boundaries),
    null,
    ...range(left, right),
    null,
    ...range(total - boundaries + 1, total),
  ];
}

const CONTROLS = {
  first: IconChevronsLeft,
  previous: IconChevronLeft,
  next: IconChevronRight,
  last: IconChevronsRight,
} as const;

/**
 * "26–50 of 249" and the page buttons, each with a spoken name. Plain buttons with the look of Mantine's
 * Pagination (size sm, with edges), which this list alone used: its code and styles no longer load with it.
 */
export function ListPagination({ page, perPage, total, cursors, onChange }: ListPaginationProps) {
  const { t } = useTranslation();
  // Shown in the pass that renders the list's rows (DataTable defers them), not before: painted earlier, the
  // pages would move down as the rows arrive above them.
  const shown = useDeferredValue(true, false);
  const pages = Math.max(1, Math.ceil(total / perPage));
  const active = Math.min(page, pages);
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  /** The next and previous pages are read from their cursor: no page of rows is skipped to reach them. */
  const go = (target: number) =>
    onChange(
      target,
      (target === page + 1 ? cursors?.next_cursor : target === page - 1 ? cursors?.prev_cursor : null) ??
        undefined,
    );
  const control = (name: keyof typeof CONTROLS, target: number, disabled: boolean) => {
    const Icon = CONTROLS[name];
    return (
      <button
        type="button"
        className={classes.control}
        aria-label={t(`dataTable.${name}Page`)}
        // The screens' [ and ] shortcuts (features/shortcuts) press these.
        data-shortcut={name}
        disabled={disabled}
        onClick={() => go(target)}
      >
        <Icon size={16} aria-hidden="true" className={classes.icon} />
      </button>
    );
  };
  if (!shown) return null;
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed" role="status">
        {t('dataTable.range', { from, to, total })}
      </Text>
      {pages > 1 ? (
        <nav aria-label={t('dataTable.pagination')} className={classes.pages}>
          {control('first', 1, active === 1)}
          {control('previous', active - 1, active === 1)}
          {pageItems(pages, active).map((item, index) =>
            item === null ? (
              <span key={`gap-${index}`} className={classes.dots} aria-hidden="true">
                …
              </span>
            ) : (
              <button
                key={item}
                type="button"
                className={classes.control}
                data-active={item === active || undefined}
                aria-label={t('dataTable.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            ),
          )}
          {control('next', active + 1, active === pages)}
          {control('last', pages, active === pages)}
        </nav>
      ) : null}
    </Group>
  );
}
