import { LEAD_NAMESPACE } from '@coachyard/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerDailyJob, registerRecurringJob } from '../../lib/jobs.ts';
import { currentSettings } from '../settings/index.ts';
import { forgetKept, ROLLUP_NAMESPACE } from './kept.ts';
import { marketplaceMedianOf, stockRowsOf, stockSeriesOf } from './stock-performance.ts';
import { removeExpiredEvents, rollUpAndRecount } from './rollup.ts';
import adRoutes from './ad-routes.ts';
import routes from './routes.ts';

export { rollUpEvents, rollUpAndRecount, removeExpiredEvents } from './rollup.ts';
export { seedDemoPerformance } from './demo.ts';
export { keepRecentCounts, recountRecent } from './recent-counts.ts';

/** Counts are current within this (issue 29: "within a minute"). */
const ROLLUP_EVERY_SECONDS = 30;

/** How each advertisement performs (issue 29): the public site's events, their daily counts and retention. */
const performance: FastifyPluginAsync = async (app) => {
  app.registerWriteClearedCache({ clear: () => forgetKept(app.db) }, [ROLLUP_NAMESPACE]);
  // A stock's ads (and a representative's dealers) change with these writes; its daily series with them.
  app.registerWriteClearedCache(stockSeriesOf(app.db), ['advertisements', 'users', 'trash', 'audit']);
  // Its rows too, and their leads in the window with the leads' writes.
  app.registerWriteClearedCache(stockRowsOf(app.db), [
    'advertisements',
    'users',
    'trash',
    'audit',
    ...Object.values(LEAD_NAMESPACE),
  ]);
  app.registerWriteClearedCache(marketplaceMedianOf(app.db), [
    ...Object.values(LEAD_NAMESPACE),
    'trash',
    'audit',
  ]);
  // The list's 30-day columns follow each roll-up, so they are as current as the performance screens; the lists
  // kept whole (modules/advertisements/list-routes.ts) are cleared when a count moved.
  registerRecurringJob(app, 'roll_up_advertisement_events', ROLLUP_EVERY_SECONDS, async (jobApp) => {
    if ((await rollUpAndRecount(jobApp.db)) > 0)
      await jobApp.announceWrite(['advertisements', ROLLUP_NAMESPACE]);
  });
  registerDailyJob(app, 'remove_expired_advertisement_events', async (jobApp) => {
    const retentionDays = (await currentSettings(jobApp)).insights.values.retention_days;
    const removed = await removeExpiredEvents(jobApp.db, retentionDays);
    jobApp.log.info({ removed, retentionDays }, 'advertisement events past their retention removed');
  });
  await app.register(routes);
  await app.register(adRoutes);
};
export default performance;
