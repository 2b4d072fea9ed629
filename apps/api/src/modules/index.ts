import type { FastifyPluginAsync } from 'fastify';
import advertisementsRoutes from './advertisements/index.ts';
import { demoPhotosJob } from './advertisements/demo/index.ts';
import auditRoutes from './audit/routes.ts';
import authRoutes from './auth/routes.ts';
import contentRoutes from './content/index.ts';
import feedsRoutes from './feeds/index.ts';
import lookupTablesRoutes from './lookup-tables/index.ts';
import locationsRoutes from './locations/index.ts';
import healthRoutes from './health/routes.ts';
import leadsRoutes from './leads/index.ts';
import modelRelationsRoutes from './model-relations/index.ts';
import pagesRoutes from './pages/index.ts';
import performanceRoutes from './performance/index.ts';
import privilegesRoutes from './privileges/routes.ts';
import viewAsRoutes from './privileges/view-as.ts';
import searchRoutes from './search/routes.ts';
import trashRoutes from './trash/index.ts';
import settingsRoutes from './settings/routes.ts';
import signalsRoutes from './signals/index.ts';
import uploadsRoutes from './uploads/routes.ts';
import usersRoutes from './users/routes.ts';

/** Every module's routes, mounted under /api. A new module adds one line here. */
export const apiModules: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  usersRoutes,
  privilegesRoutes,
  viewAsRoutes,
  lookupTablesRoutes,
  locationsRoutes,
  uploadsRoutes,
  modelRelationsRoutes,
  advertisementsRoutes,
  demoPhotosJob,
  signalsRoutes,
  searchRoutes,
  trashRoutes,
  leadsRoutes,
  settingsRoutes,
  auditRoutes,
  contentRoutes,
  pagesRoutes,
  performanceRoutes,
  feedsRoutes,
];
