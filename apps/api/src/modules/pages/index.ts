import type { FastifyPluginAsync } from 'fastify';
import { siteMenus } from '../../db/schema/index.ts';
import { registerRecordHistory } from '../../lib/record-history.ts';
import publicRoutes from './public-routes.ts';
import routes, { NAMESPACE } from './routes.ts';

/** The public site's menus (issue 16, namespace `pages`). */
const pages: FastifyPluginAsync = async (app) => {
  registerRecordHistory({ namespace: NAMESPACE, table: siteMenus, fixed: ['key'] });
  await app.register(routes);
  await app.register(publicRoutes);
};
export default pages;

/** What other modules ask of the menus: which of them link to a content item (before it is deleted). */
export { menusLinkingTo } from './links.ts';
