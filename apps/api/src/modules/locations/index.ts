import type { FastifyPluginAsync } from 'fastify';
import { registerRecordHistory } from '../../lib/record-history.ts';
import { locationHistories } from './history.ts';
import itemRoutes from './item-routes.ts';
import locationRoutes from './location-routes.ts';
import publicRoutes from './public-routes.ts';
import { locationSearch } from './search.ts';
import transferRoutes from './transfer-routes.ts';

/** What other modules read of locations: the vehicle types a region's markets allow. */
export { vehicleTypesOfRegion } from './market-rules.ts';

/** Locations (issue 14): the markets, their places nested without a fixed depth, CSV, and the public read. */
const locationsModule: FastifyPluginAsync = async (app) => {
  locationHistories.forEach(registerRecordHistory);
  app.searchProviders.register(locationSearch(app));
  await app.register(locationRoutes);
  await app.register(itemRoutes);
  await app.register(transferRoutes);
  await app.register(publicRoutes);
};
export default locationsModule;
