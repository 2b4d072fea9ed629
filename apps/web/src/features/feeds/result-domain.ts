/** The result dialog's domain of the feeds screens (SPEC §3 "actionResult per domain"). */
export const FEEDS_DOMAIN = 'feeds';
