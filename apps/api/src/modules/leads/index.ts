import type { FastifyPluginAsync } from 'fastify';
import publicRoutes from './public-routes.ts';

/** Leads (issue 15): the public site's forms and the three inboxes. */
const leadsModule: FastifyPluginAsync = async (app) => {
  await app.register(publicRoutes);
};
export default leadsModule;
