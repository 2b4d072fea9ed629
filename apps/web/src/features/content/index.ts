/** What the shell and other features use of CMS content: the list of items (the menus link to them). */
export { useContentList } from './api/resources';

/** The screens, each loaded with its code when its route opens (app/route-table.ts). */
export const contentPages = {
  list: () => import('./pages/content-list-page'),
  form: () => import('./pages/content-form-page'),
};
