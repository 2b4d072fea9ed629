import { LIMITS } from '@coachyard/contract';
import type { Query } from '@/lib/api-url';

export interface ListParamsOptions<F extends string> {
  /** Filter names, read from and written to the URL as they are sent to the API. */
  filters: readonly F[];
  /** The API's default order, left out of the URL. */
  defaultSort: string;
  perPage?: number;
}

/**
 * What a list asks the API for, from the URL's search params: `useListParams`' query, what a screen's
 * `startQueries` asks for before the screen's first render (`lazy-page.ts`), and what the app's entry asks for
 * before the screen's code is there (`app/early-start.ts`). Apart from the hooks, which the entry does not load.
 */
export function listQueryOf<F extends string>(
  params: URLSearchParams,
  { filters, defaultSort, perPage = LIMITS.perPageDefault }: ListParamsOptions<F>,
): Query {
  const values = Object.fromEntries(filters.map((name) => [name, params.get(name) ?? '']));
  return {
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    per_page: perPage,
    sort: params.get('sort') || defaultSort,
    q: params.get('q') || undefined,
    // The cursor of the page beside the one read before (next_cursor, prev_cursor): the API starts the page there,
    // as fast deep down as on page 1. It goes with its page number, and away with any other change.
    cursor: params.get('cursor') ?? undefined,
    ...values,
  };
}
