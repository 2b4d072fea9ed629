import type { FastifyInstance } from 'fastify';
import { registerJobTask } from '../../lib/jobs.ts';
import { backfillSignals } from './compute.ts';

const TASK = 'signals_backfill';

/**
 * A database migrated from before issue 27 has ads without signals (the seed computes its own, but it does not
 * run again): when the app is ready and finds one, it queues one job that computes them in the background, on
 * whichever instance runs jobs, so start-up does not wait for thousands of look-ups.
 */
export function registerSignalsBackfill(app: FastifyInstance) {
  registerJobTask(TASK, async (jobApp) => {
    const done = await backfillSignals(jobApp.db);
    jobApp.log.info({ advertisements: done }, 'signals backfilled');
  });
  app.addHook('onReady', async () => {
    await app.db.$client
      .query(
        `select graphile_worker.add_job($1, '{}'::json, job_key := $1, job_key_mode := 'preserve_run_at')
         where exists (select 1 from advertisements where health_score is null or review_rank is null)`,
        [TASK],
      )
      .catch((error) => app.log.warn({ err: error }, `could not queue ${TASK}`));
  });
}
