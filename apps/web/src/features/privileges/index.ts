export { ViewAsBanner } from './components/view-as-banner';

/** The screen, loaded with its code when its route opens (app/route-table.ts). */
export const loadPrivilegesPage = () => import('./pages/privileges-page');
