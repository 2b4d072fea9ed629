import type { FastifyPluginAsync } from 'fastify';
import { registerJobTask } from '../../lib/jobs.ts';
import routes from './routes.ts';
import { purgeExpiredTrash } from './service.ts';

const PURGE_TASK = 'purge_trash';

/**
 * Queues the next purge for a day from now, once: the job key keeps one waiting job whichever instance (or
 * restart) asks, and the job itself asks again when it has run.
 */
const scheduleNextPurge = (app: Parameters<FastifyPluginAsync>[0]) =>
  app.db.$client.query(
    `select graphile_worker.add_job($1, '{}'::json, run_at := now() + interval '1 day',
       job_key := $1, job_key_mode := 'preserve_run_at')`,
    [PURGE_TASK],
  );

/** The trash (issue 17): its list and restore, and the daily purge of what outlived TRASH_RETENTION_DAYS. */
const trashModule: FastifyPluginAsync = async (app) => {
  registerJobTask(PURGE_TASK, async (jobApp) => {
    const { purged, kept } = await purgeExpiredTrash(jobApp.db, jobApp.config.trashRetentionDays);
    jobApp.log.info({ purged, kept }, 'trash purged');
    await scheduleNextPurge(jobApp);
  });
  app.addHook('onReady', async () => {
    await scheduleNextPurge(app).catch((error) =>
      app.log.warn({ err: error }, 'could not schedule the trash purge'),
    );
  });
  await app.register(routes);
};
export default trashModule;
