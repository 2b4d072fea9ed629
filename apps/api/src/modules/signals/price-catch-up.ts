import { and, between, eq, isNull, sql } from 'drizzle-orm';
import { SIGNAL_RULES } from '@coachyard/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { advertisements } from '../../db/schema/index.ts';
import { registerJobTask } from '../../lib/jobs.ts';
import { savedMinPhotos, storeFreshSignals, storeSignals } from './compute.ts';
import { judgeHealth } from './health.ts';
import { priceSignalOf } from './price.ts';

const TASK = 'signals_price_catch_up';
/** Other ads' stored price bands are current within this of a comparable's change. */
const EVERY_SECONDS = 60;
/**
 * How far before its mark a run looks again: a write stamps `updated_at` when its transaction starts, so one that
 * began before the last run's mark may have committed after that run looked. Looking twice costs a few look-ups.
 */
const OVERLAP = sql`interval '2 minutes'`;

/**
 * The other ads' stored price bands (issue 27) after comparables changed: every live ad of the same model and
 * currency within the year span of an ad written since `since` (price, status, deletion: any write) gets its band
 * looked up again, and its score, band and review rank stored when the band moved. Answers the database's time of
 * the look (the next run's `since`) and how many ads moved. The ad written itself was brought up to date by its
 * write; the signals route always computes the band afresh.
 */
export async function catchUpPriceBands(db: Database, since: Date) {
  const [{ now }] = (await db.execute<{ now: string }>(sql`select now()::text as now`)).rows as [
    { now: string },
  ];
  const from = sql`${since.toISOString()}::timestamptz - ${OVERLAP}`;
  // Each half walks an index: the live ads by update, the deleted ones by deletion.
  const { rows: groups } = await db.execute<{ model_id: string; currency: string; year: number }>(sql`
    select model_id, currency, year from advertisements where deleted_at is null and updated_at > ${from}
    union
    select model_id, currency, year from advertisements where deleted_at > ${from}`);
  const minPhotos = await savedMinPhotos(db);
  let moved = 0;
  const seen = new Set<string>();
  for (const group of groups) {
    const ads = await db
      .select()
      .from(advertisements)
      .where(
        and(
          isNull(advertisements.deletedAt),
          eq(advertisements.modelId, group.model_id),
          eq(advertisements.currency, group.currency),
          between(
            advertisements.year,
            group.year - SIGNAL_RULES.yearSpan,
            group.year + SIGNAL_RULES.yearSpan,
          ),
        ),
      );
    for (const ad of ads.filter((row) => !seen.has(row.id))) {
      seen.add(ad.id);
      const { band: priceBand } = await priceSignalOf(db, ad);
      if (priceBand === ad.priceBand) continue;
      moved++;
      if (!ad.signalFacts) {
        await storeFreshSignals(db, ad, minPhotos);
        continue;
      }
      const { score, band } = judgeHealth(ad, priceBand, minPhotos, ad.signalFacts);
      await storeSignals(db, ad.id, { score, band, priceBand, facts: ad.signalFacts });
    }
  }
  return { until: new Date(now), moved };
}

const queue = (app: Pick<FastifyInstance, 'db'>, since: Date | null, mode: 'replace' | 'unsafe_dedupe') =>
  app.db.$client.query(
    `select graphile_worker.add_job($1, json_build_object('since', coalesce($2::timestamptz, now())),
       run_at := now() + make_interval(secs => $3), job_key := $1, job_key_mode := $4)`,
    [TASK, since?.toISOString() ?? null, EVERY_SECONDS, mode],
  );

/**
 * One job, every minute, whichever instance runs jobs; it carries the time it looked up to, so a change made while
 * no instance ran is caught up by the next one. The app queues the first (from now) only when none waits.
 */
export function registerPriceCatchUp(app: FastifyInstance) {
  registerJobTask(TASK, async (jobApp, payload) => {
    const since = new Date((payload as { since?: string } | null)?.since ?? Date.now());
    const { until, moved } = await catchUpPriceBands(jobApp.db, since);
    if (moved > 0) await jobApp.announceWrite(['advertisements']);
    await queue(jobApp, until, 'replace');
  });
  app.addHook('onReady', async () => {
    await queue(app, null, 'unsafe_dedupe').catch((error: unknown) =>
      app.log.warn({ err: error }, `could not queue ${TASK}`),
    );
  });
}
