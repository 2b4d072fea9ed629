import { ADVERTISEMENT_DEFAULT_SORT, USER_DEFAULT_SORT, type Namespace } from '@coachyard/contract';

/** A list screen's first page: the list's API path and the order it opens in, and the screen's namespace. */
export interface FirstList {
  namespace: Namespace;
  path: string;
  defaultSort: string;
}

/**
 * The list screens whose first page, at an address without search params, the app's entry asks for before the
 * screen's code is there (`early-start.ts`): the page each screen's `startQueries` asks for first. Kept apart
 * from the route table, which the entry does not load; `early-start.test.ts` checks each against its screen.
 */
export const FIRST_LISTS: Partial<Record<string, FirstList>> = {
  '/advertisements': {
    namespace: 'advertisements',
    path: '/advertisements',
    defaultSort: ADVERTISEMENT_DEFAULT_SORT,
  },
  '/users': { namespace: 'users', path: '/users', defaultSort: USER_DEFAULT_SORT },
  '/lookup-tables': { namespace: 'lookup-tables', path: '/collections', defaultSort: 'name' },
  '/locations': { namespace: 'locations', path: '/locations', defaultSort: 'name' },
  '/feeds': { namespace: 'feeds', path: '/feeds', defaultSort: 'name' },
};
