/**
 * The result dialog's domain of the users screens (SPEC §3 "actionResult per domain"). Apart from the form's
 * hook, so that the list, which only shows those results, does not download the form (react-hook-form, zod and
 * the form's rules).
 */
export const USERS_DOMAIN = 'users';
