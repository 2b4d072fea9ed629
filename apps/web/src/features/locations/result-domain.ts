/**
 * The result dialog's domain of the locations screens (SPEC §3 "actionResult per domain"). Apart from the form's
 * hook, so that the lists, which only show those results, do not download the form (react-hook-form, zod and the
 * translation editor).
 */
export const LOCATIONS_DOMAIN = 'locations';
