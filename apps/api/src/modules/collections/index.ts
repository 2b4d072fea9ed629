import type { FastifyPluginAsync } from 'fastify';
import collectionRoutes from './collection-routes.ts';
import itemRoutes from './item-routes.ts';
import publicRoutes from './public-routes.ts';
import transferRoutes from './transfer-routes.ts';

/** Lookup tables (issue 3): tables, their items, CSV transfer and the public read. */
const lookupTables: FastifyPluginAsync = async (app) => {
  await app.register(collectionRoutes);
  await app.register(itemRoutes);
  await app.register(transferRoutes);
  await app.register(publicRoutes);
};
export default lookupTables;
