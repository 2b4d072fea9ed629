/** The screens of stock feeds, each loaded with its code when its route opens (app/route-table.ts). */
export const feedPages = {
  list: () => import('./pages/feeds-page'),
  form: () => import('./pages/feed-form-page'),
};
