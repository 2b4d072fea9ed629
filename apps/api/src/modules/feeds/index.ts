import type { FastifyPluginAsync } from 'fastify';
import { registerRecordHistory } from '../../lib/record-history.ts';
import { feedHistory } from './history.ts';
import routes from './routes.ts';
import runRoutes from './run-routes.ts';
import { feedSearch } from './search.ts';

/** Dealer stock feeds (issue 28): the feed resource, its mapping screen's reads, and its runs. */
const feedsModule: FastifyPluginAsync = async (app) => {
  registerRecordHistory(feedHistory);
  app.searchProviders.register(feedSearch(app));
  await app.register(routes);
  await app.register(runRoutes);
};
export default feedsModule;
