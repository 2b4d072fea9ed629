import { useCallback } from 'react';
import { ADVERTISEMENT_DEFAULT_SORT } from '@coachyard/contract';
import { startListAt, useListParams, useRowSelection } from '@/components/data-table';
import { advertisements } from '../api/resources';

/** The list's filters (issue 5), named as the API and the URL name them. Prices are minor units. */
export const AD_FILTERS = [
  'status',
  'brand',
  'model',
  'year_min',
  'year_max',
  'price_min',
  'price_max',
  'region',
  'country',
  'city',
  'vehicle_type',
  'owner',
  'health',
  /** Set by a feed's "See its ads" (issue 28): shown as a chip, cleared there. */
  'feed_id',
] as const;
export type AdFilter = (typeof AD_FILTERS)[number];

/** What clearing a filter also clears: a model belongs to a brand, a city to a country. */
const DEPENDENTS: Partial<Record<AdFilter, AdFilter[]>> = {
  brand: ['model'],
  country: ['city'],
  region: ['country', 'city', 'vehicle_type'],
};

const AD_LIST = { filters: AD_FILTERS, defaultSort: ADVERTISEMENT_DEFAULT_SORT };

/** The page the list opens on, asked for before its first render (`startQueries` of the list's module). */
export const startAdList = startListAt(advertisements, AD_LIST);

/**
 * The list's state in the URL (shareable, Back works) and the rows selected for a bulk move. The selection is
 * kept across pages by id and dropped when the filters change, so a bulk move never touches unseen rows.
 */
export function useAdList() {
  const list = useListParams(AD_LIST);
  const { selected, changeSelection, clearSelection } = useRowSelection(
    JSON.stringify({ ...list.filters, q: list.q }),
  );

  const { setFilters } = list;
  const changeFilter = useCallback(
    (name: AdFilter, value: string) => {
      const changes: Partial<Record<AdFilter, string>> = { [name]: value };
      for (const dependent of DEPENDENTS[name] ?? []) changes[dependent] = '';
      setFilters(changes);
    },
    [setFilters],
  );

  const setCount = Object.values(list.filters).filter(Boolean).length;

  return { list, setCount, selected, changeFilter, changeSelection, clearSelection };
}
export type AdList = ReturnType<typeof useAdList>;
