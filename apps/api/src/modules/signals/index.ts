import type { FastifyPluginAsync } from 'fastify';
import { guardSubmission, onAdvertisementWritten } from '../advertisements/index.ts';
import { registerSignalsBackfill } from './backfill-job.ts';
import { signalsOnWrite } from './compute.ts';
import routes from './routes.ts';
import { submissionRefusalsOf } from './submission.ts';

/**
 * Trust signals of advertisements (issue 27, first increment): health checks, price band, text flags. Every ad
 * write keeps the stored score and bands current in its own transaction; the route computes them afresh.
 */
const signalsModule: FastifyPluginAsync = async (app) => {
  onAdvertisementWritten(signalsOnWrite);
  guardSubmission(submissionRefusalsOf);
  registerSignalsBackfill(app);
  await app.register(routes);
};
export default signalsModule;

/** For the seed (and the job a migrated database queues): the signals of every ad that has none yet. */
export { backfillSignals } from './compute.ts';
