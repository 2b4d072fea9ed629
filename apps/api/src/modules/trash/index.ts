import type { FastifyPluginAsync } from 'fastify';
import { registerDailyJob } from '../../lib/jobs.ts';
import routes from './routes.ts';
import { purgeExpiredTrash } from './service.ts';

/** The trash (issue 17): its list and restore, and the daily purge of what outlived TRASH_RETENTION_DAYS. */
const trashModule: FastifyPluginAsync = async (app) => {
  registerDailyJob(
    app,
    'purge_trash',
    async (jobApp) => {
      const { purged, kept } = await purgeExpiredTrash(jobApp.db, jobApp.config.trashRetentionDays);
      jobApp.log.info({ purged, kept }, 'trash purged');
    },
    { changes: ['trash'] },
  );
  await app.register(routes);
};
export default trashModule;
