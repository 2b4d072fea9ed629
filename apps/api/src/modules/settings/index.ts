/** What other modules read of the site settings: the cached state and the Listings limits in force. */
export { currentSettings, listingLimits } from './service.ts';
export { default } from './routes.ts';
