import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerJobTask } from '../../lib/jobs.ts';
import { backfillSignals } from './compute.ts';
import {
  backfillPhotoFingerprints,
  backfillPhotoMatches,
  UNFINGERPRINTED_PHOTOS,
  UNMATCHED_PHOTOS,
} from './photo-backfill.ts';
import { queueSignalsBackfill, SIGNALS_BACKFILL_TASK } from './photo-lock.ts';

const TASK = SIGNALS_BACKFILL_TASK;

/**
 * A database migrated from before issue 27 has ads without signals and photos without fingerprints, and one from
 * before migration 0033 photos whose near photos were never stored (the seed makes its own, but it does not run
 * again): when the app is ready and finds one, it queues one job that fingerprints the photos (read back from
 * storage), looks up the photos not looked up yet and computes the signals in the background, on whichever
 * instance runs jobs, so start-up does not wait for thousands of look-ups.
 */
export function registerSignalsBackfill(app: FastifyInstance) {
  registerJobTask(
    TASK,
    async (jobApp) => {
      // Photos first: the signals recomputed after them see every photo's fingerprint.
      const photos = await backfillPhotoFingerprints(jobApp);
      // Then the pairs of photos indexed before they were stored, which the signals read.
      const matched = await backfillPhotoMatches(jobApp.db);
      const done = await backfillSignals(jobApp.db);
      jobApp.log.info({ advertisements: done, photos, matched }, 'signals backfilled');
    },
    { changes: ['advertisements'] },
  );
  app.addHook('onReady', async () => {
    await queueSignalsBackfill(
      app.db,
      sql`exists (select 1 from advertisements where health_score is null or review_rank is null)
          or exists (${UNFINGERPRINTED_PHOTOS} limit 1)
          or exists (${UNMATCHED_PHOTOS} limit 1)`,
    ).catch((error) => app.log.warn({ err: error }, `could not queue ${TASK}`));
  });
}
