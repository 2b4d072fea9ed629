/** The screen of the public site's menus (namespace `pages`), loaded with its code when its route opens. */
export const loadMenusPage = () => import('./pages/menus-page');
