/** The result dialog's domain of the advertisement screens (SPEC §3 "actionResult per domain"). */
export const AD_DOMAIN = 'advertisements';
