/** What other modules read of users: the signed-in account as the app shows it. */
export { presentSessionUser } from './present.ts';
