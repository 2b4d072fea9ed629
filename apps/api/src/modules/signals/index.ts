import type { FastifyPluginAsync } from 'fastify';
import {
  guardSubmission,
  onAdvertisementRowChanged,
  onAdvertisementWritten,
} from '../advertisements/index.ts';
import { registerSignalsBackfill } from './backfill-job.ts';
import { signalsOnWrite } from './compute.ts';
import { keepPhotosInStep } from './photos.ts';
import routes from './routes.ts';
import { submissionRefusalsOf } from './submission.ts';

/**
 * Trust signals of advertisements (issue 27): health checks, price band, text flags, other ads showing the same
 * photos. Every ad write keeps the photo index, the stored score and bands current in its own transaction; the
 * route computes them afresh.
 */
const signalsModule: FastifyPluginAsync = async (app) => {
  onAdvertisementRowChanged(keepPhotosInStep);
  onAdvertisementWritten(signalsOnWrite);
  guardSubmission(submissionRefusalsOf);
  registerSignalsBackfill(app);
  await app.register(routes);
};
export default signalsModule;

/** For the seed (and the job a migrated database queues): the signals of every ad that has none yet. */
export { backfillSignals } from './compute.ts';
/** For the demo's job that gives every ad photos of its own. */
export { recomputeSignalsOf } from './compute.ts';
/** For the same job, which draws a photo again while another ad shows one the detector takes for it. */
export { adsShowingSamePhotos } from './duplicates.ts';
/** For the same job, and the demo that stores its photos' fingerprints itself: photos accepted before issue 27. */
export { backfillPhotoFingerprints } from './photo-backfill.ts';
/** For the demo, which loads its ads and their photos in bulk. */
export { keepPhotosInStep } from './photos.ts';
