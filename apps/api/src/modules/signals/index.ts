import type { FastifyPluginAsync } from 'fastify';
import {
  guardSubmission,
  onAdvertisementRowChanged,
  onAdvertisementWritten,
} from '../advertisements/index.ts';
import { registerSignalsBackfill } from './backfill-job.ts';
import { registerPriceCatchUp } from './price-catch-up.ts';
import { keepNewPhotosOnInsert, keepPhotosOnWrite, signalsOnInsert, signalsOnWrite } from './on-write.ts';
import routes from './routes.ts';
import { submissionRefusalsOf } from './submission.ts';

/**
 * Trust signals of advertisements (issue 27): health checks, price band, text flags, other ads showing the same
 * photos. Every ad write keeps the photo index, the stored score and bands current in its own transaction,
 * recomputing only what its changed fields can move; the other ads' price bands catch up in a job
 * (price-catch-up.ts). A photo is looked up once, when it joins the photo index, and the pairs it finds are stored
 * (matches.ts): the route reads them with the ads' current status and dealer, and computes the rest afresh but
 * for the text flags and the photo checks, which the ad's own writes keep.
 */
const signalsModule: FastifyPluginAsync = async (app) => {
  onAdvertisementRowChanged(keepPhotosOnWrite, keepNewPhotosOnInsert);
  onAdvertisementWritten(signalsOnWrite, signalsOnInsert);
  guardSubmission(submissionRefusalsOf);
  registerSignalsBackfill(app);
  registerPriceCatchUp(app);
  await app.register(routes);
};
export default signalsModule;

/** For the seed (and the job a migrated database queues): the signals of every ad that has none yet. */
export { backfillSignals } from './compute.ts';
/** For tests: what the minute's job does, from a time on. */
export { catchUpPriceBands } from './price-catch-up.ts';
/** For the demo's job that gives every ad photos of its own. */
export { recomputeSignalsOf } from './group-signals.ts';
/** For the same job, which draws a photo again while another ad shows one the detector takes for it. */
export { adsShowingSamePhotos } from './duplicates.ts';
/** For the same job, and the demo that stores its photos' fingerprints itself: photos accepted before issue 27. */
export { backfillPhotoFingerprints } from './photo-backfill.ts';
/** For the demo, which loads its ads and their photos in bulk. */
export { keepPhotosInStep } from './photo-index.ts';
/** For the bench's raw twin of a PATCH (modules/advertisements/bench): the statement of the price band, and its band. */
export { comparablesQueryOf, priceBandAmong, type Comparables } from './price.ts';
