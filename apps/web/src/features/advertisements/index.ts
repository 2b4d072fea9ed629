/**
 * What the shell and other features use of advertisements: the lookup options the ad form offers (CMS content
 * tags its items with the same tables) and the query keys whose data other screens change.
 */
export { useLookupOptions } from './hooks/use-ad-lookups';
export { useLookupItems } from './api/get-lookup-items';
export { adKeys, referenceKeys } from './api/query-keys';
export { dealersQueryOptions, useDealers } from './api/get-dealers';
/** Where other screens link to: a feed's "See its ads" opens the list filtered by it. */
export { adRoutes } from './routes';

/** The screens, each loaded with its code when its route opens (app/route-table.ts). */
export const advertisementPages = {
  list: () => import('./pages/advertisements-page'),
  form: () => import('./pages/advertisement-form-page'),
  review: () => import('./pages/review-queue-page'),
  performance: () => import('./pages/stock-performance-page'),
};
