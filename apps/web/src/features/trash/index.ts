export { MoveToTrashButton, TRASH_RESULT_DOMAIN } from './components/move-to-trash-button';
