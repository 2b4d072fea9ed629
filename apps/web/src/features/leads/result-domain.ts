/**
 * The result dialog's domain of the inboxes (SPEC §3 "actionResult per domain"). Apart from the lead's drawer,
 * so that the inbox, which shows those results before any lead is opened, does not download the drawer.
 */
export const LEADS_DOMAIN = 'leads';
