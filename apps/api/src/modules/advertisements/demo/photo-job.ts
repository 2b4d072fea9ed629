import { asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { advertisements, demoPhotoPlans } from '../../../db/schema/index.ts';
import { registerJobTask } from '../../../lib/jobs.ts';
import type { Storage } from '../../../storage/index.ts';
import { giveOwnPhotos } from './own-photos.ts';

const TASK = 'demo_photos';
/** Ads given their photos per run of the job: lists show them after each run, not only after the last. */
const ADS_PER_RUN = 20;

/**
 * Plans photos of their own for every live ad that shows a photo nobody uploaded (the drawn pool's), each with a
 * seed taken from its generated facts, so every first start draws the same photos. Run by the first seed only:
 * ads added in bulk later (the bench's) keep the pool. Answers how many were planned.
 */
export async function planDemoPhotos(db: Database) {
  const { rowCount } = await db.execute(sql`
    insert into demo_photo_plans (advertisement_id, seed)
    select a.id, hashtext(concat_ws('/', a.title, a.description, a.price_minor, a.mileage, a.year, a.seats))
      from advertisements a
     where a.deleted_at is null
       and exists (select 1 from jsonb_array_elements(a.media) item
                    where not exists (select 1 from upload_keys u where u.key = item ->> 'key'))
    on conflict do nothing`);
  return rowCount ?? 0;
}

/** Draws the photos of one planned ad now (the planted cases need theirs before they are planted). */
export async function drawPlannedAd(db: Database, storage: Storage, id: string) {
  const [plan] = await db.select().from(demoPhotoPlans).where(eq(demoPhotoPlans.advertisementId, id));
  const [ad] = await db.select().from(advertisements).where(eq(advertisements.id, id));
  return plan && ad ? giveOwnPhotos(db, storage, ad, plan.seed) : ad;
}

/**
 * Draws the photos of the next `limit` planned ads, in seed order: each is judged against the photos of those
 * drawn before it, so the order makes the draw the same on every run. Answers how many ads are left, and whether
 * `stopping` ended the slice before its last ad.
 */
export async function drawPlannedPhotos(
  db: Database,
  storage: Storage,
  limit: number,
  stopping?: AbortSignal,
) {
  const plans = await db
    .select()
    .from(demoPhotoPlans)
    .orderBy(asc(demoPhotoPlans.seed), asc(demoPhotoPlans.advertisementId))
    .limit(limit);
  let drawn = 0;
  // A slice takes seconds, minutes on a busy machine: a stopping app does not wait for the rest of it.
  for (; drawn < plans.length && !stopping?.aborted; drawn++)
    await drawPlannedAd(db, storage, plans[drawn]!.advertisementId);
  const [left] = await db.select({ total: count() }).from(demoPhotoPlans);
  return { left: left?.total ?? 0, cutShort: drawn < plans.length };
}

/**
 * Queues the next slice `afterSeconds` from now: a slice keeps a core busy for a few seconds, and the pause after
 * it leaves the cores to the people already using the demo.
 */
const queue = (app: Pick<FastifyInstance, 'db'>, afterSeconds = 0) =>
  app.db.execute(
    sql`select graphile_worker.add_job(${TASK}, '{}'::json, job_key := ${TASK},
                 run_at := now() + make_interval(secs => ${afterSeconds}))
         where exists (select 1 from demo_photo_plans)`,
  );

/**
 * The background job that draws the demo ads' own photos after the first seed (a few minutes of drawing that
 * a first start does not wait for): queued when the app is ready and plans are left, it draws a slice of them
 * and queues itself again, so the lists, cleared after each run, show the photos as they come in.
 */
export const demoPhotosJob: FastifyPluginAsync = async (app) => {
  registerJobTask(
    TASK,
    async (jobApp, _payload, stopping) => {
      // Turned off after a start had queued it: the plans wait for a start that draws again.
      if (!jobApp.config.demoPhotos) return;
      const started = Date.now();
      const { left, cutShort } = await drawPlannedPhotos(jobApp.db, jobApp.storage, ADS_PER_RUN, stopping);
      jobApp.log.debug({ milliseconds: Date.now() - started, left }, 'demo photos drawn');
      if (cutShort) jobApp.log.info({ left }, 'demo photos: the app is stopping, the rest on its next start');
      if (left > 0) await queue(jobApp, Math.ceil((Date.now() - started) / 1000));
      else jobApp.log.info('demo ads have their own photos');
    },
    { changes: ['advertisements'] },
  );
  app.addHook('onReady', async () => {
    if (!app.config.demoPhotos) return;
    await queue(app).catch((error) => app.log.warn({ err: error }, `could not queue ${TASK}`));
  });
};
