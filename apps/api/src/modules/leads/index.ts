import type { FastifyPluginAsync } from 'fastify';
import actionRoutes from './action-routes.ts';
import inboxRoutes from './inbox-routes.ts';
import privacyRoutes from './privacy-routes.ts';
import publicRoutes from './public-routes.ts';
import reportRoutes from './report-routes.ts';
import { leadSearches } from './search.ts';

/** Leads (issue 15): the public site's forms and the three inboxes. */
const leadsModule: FastifyPluginAsync = async (app) => {
  for (const provider of leadSearches(app)) app.searchProviders.register(provider);
  await app.register(publicRoutes);
  await app.register(inboxRoutes);
  await app.register(actionRoutes);
  await app.register(reportRoutes);
  await app.register(privacyRoutes);
};
export default leadsModule;
