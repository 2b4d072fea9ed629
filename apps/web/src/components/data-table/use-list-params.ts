import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LIMITS } from '@coachyard/contract';
import type { Query } from '@/lib/api-client';
import { listQueryOf, type ListParamsOptions } from './list-query';

export { listQueryOf, type ListParamsOptions } from './list-query';

type Changes = Record<string, string | number | undefined>;

/**
 * A list screen's `startQueries` (`lazy-page.ts`): asks `resource` for the page the address shows, before the
 * screen's first render.
 */
export const startListAt =
  <F extends string>(
    resource: { startList: (params: Record<never, never>, query: Query) => Promise<unknown> },
    options: ListParamsOptions<F>,
  ) =>
  () =>
    resource.startList({}, listQueryOf(new URLSearchParams(window.location.search), options));

/**
 * A list's state (page, search, sort, filters) in the URL's search params: a list can be bookmarked,
 * shared and reloaded, and the back button returns to the same page of results.
 */
export function useListParams<F extends string>({
  filters,
  defaultSort,
  perPage = LIMITS.perPageDefault,
}: ListParamsOptions<F>) {
  const [params, setParams] = useSearchParams();
  // The same object while the values are the same: effects and queries take it by identity.
  const queryKey = JSON.stringify(listQueryOf(params, { filters, defaultSort, perPage }));
  const query = useMemo(() => JSON.parse(queryKey) as Query, [queryKey]);
  const page = query.page as number;
  const q = params.get('q') ?? '';
  const sort = query.sort as string;
  const filterKey = filters.map((name) => `${name}=${params.get(name) ?? ''}`).join('&');
  const filterValues = useMemo(
    () => Object.fromEntries(new URLSearchParams(filterKey)) as Record<F, string>,
    [filterKey],
  );

  /** Any change but the page's own goes back to page 1: the old page number means nothing then. */
  const update = useCallback(
    (changes: Changes, { replace = false } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          if (!('cursor' in changes)) next.delete('cursor');
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const setPage = useCallback(
    (value: number, cursorOfPage?: string) => update({ page: value, cursor: cursorOfPage }),
    [update],
  );
  // Typing replaces the history entry: Back leaves the list instead of undoing letter by letter.
  const setSearch = useCallback((value: string) => update({ q: value.trim() }, { replace: true }), [update]);
  const setFilter = useCallback((name: F, value: string) => update({ [name]: value }), [update]);
  /** Several filters in one history entry (e.g. a brand and, cleared with it, its model). */
  const setFilters = useCallback((changes: Partial<Record<F, string>>) => update(changes), [update]);
  /** A first click sorts ascending, the next one descending, and so on. */
  const toggleSort = useCallback(
    (field: string) => {
      const next = sort === field ? `-${field}` : field;
      update({ sort: next === defaultSort ? undefined : next });
    },
    [sort, defaultSort, update],
  );

  return {
    page,
    perPage,
    q,
    sort,
    filters: filterValues,
    query,
    setPage,
    setSearch,
    setFilter,
    setFilters,
    toggleSort,
  };
}
export type ListParams<F extends string = string> = ReturnType<typeof useListParams<F>>;
