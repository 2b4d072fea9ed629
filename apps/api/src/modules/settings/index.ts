/**
 * What other modules read of the site settings: the cached state, the Listings limits and work hours in force.
 * The routes are mounted from modules/index.ts, not exported here: they save an uploaded logo through uploads,
 * which reads these limits, and exporting them here would close that loop.
 */
export { currentSettings, listingLimits, offeredWorkHours } from './current.ts';
