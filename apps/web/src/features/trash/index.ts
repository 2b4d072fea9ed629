export { MoveToTrashButton, TRASH_RESULT_DOMAIN } from './components/move-to-trash-button';

/** The screen, loaded with its code when its route opens (app/route-table.ts). */
export const loadTrashPage = () => import('./pages/trash-page');
