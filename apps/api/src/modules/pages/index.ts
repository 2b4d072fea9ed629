import type { FastifyPluginAsync } from 'fastify';
import { siteMenus } from '../../db/schema/index.ts';
import { registerRecordHistory } from '../../lib/record-history.ts';
import { registerDeletionGuard } from '../../lib/resource/index.ts';
import { refuseLinkedContent } from './links.ts';
import publicRoutes from './public-routes.ts';
import routes, { NAMESPACE } from './routes.ts';

/** The public site's menus (issue 16, namespace `pages`). */
const pages: FastifyPluginAsync = async (app) => {
  registerRecordHistory({ namespace: NAMESPACE, table: siteMenus, fixed: ['key'] });
  registerDeletionGuard('content', refuseLinkedContent);
  await app.register(routes);
  await app.register(publicRoutes);
};
export default pages;
