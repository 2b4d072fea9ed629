import type { FastifyPluginAsync } from 'fastify';
import { registerRecordHistory } from '../../lib/record-history.ts';
import { registerDeletionGuard } from '../../lib/resource/index.ts';
import { menuHistory } from './history.ts';
import { refuseLinkedContent } from './links.ts';
import publicRoutes from './public-routes.ts';
import routes from './routes.ts';

/** The public site's menus (issue 16, namespace `pages`). */
const pages: FastifyPluginAsync = async (app) => {
  registerRecordHistory(menuHistory);
  registerDeletionGuard('content', refuseLinkedContent);
  await app.register(routes);
  await app.register(publicRoutes);
};
export default pages;
