/** What other modules read of the site settings: the cached state, the Listings limits and work hours in force. */
export { currentSettings, listingLimits, offeredWorkHours } from './service.ts';
export { default } from './routes.ts';
