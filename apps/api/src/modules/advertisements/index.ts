import type { FastifyPluginAsync } from 'fastify';
import { registerRecordHistory } from '../../lib/record-history.ts';
import { advertisementHistory } from './history.ts';
import listRoutes from './list-routes.ts';
import publicRoutes from './public-routes.ts';
import routes from './routes.ts';
import { advertisementSearch } from './search.ts';
import { registerSearchWords } from './search-words.ts';
import workflowRoutes from './workflow-routes.ts';

/** Advertisements (issue 5): the list, one ad, its review workflow and photos, and the public read. */
const advertisementsModule: FastifyPluginAsync = async (app) => {
  registerRecordHistory(advertisementHistory);
  registerSearchWords();
  app.searchProviders.register(advertisementSearch(app));
  await app.register(listRoutes);
  await app.register(routes);
  await app.register(workflowRoutes);
  await app.register(publicRoutes);
};
export default advertisementsModule;

/** What other modules read of advertisements: a published one by id or short id, and refs to show. */
export { findPublished } from './queries.ts';
export { advertisementRefs, publishedAdvertisements, type AdvertisementRef } from './refs.ts';
/** Where the ads' thumbnails are: a list that shows them (the query inbox's) says it once a page, as the ads list. */
export { thumbnailBaseOf } from './present.ts';
export { generateShortId } from './short-id.ts';
/** The columns of a list row, for the leads bench's raw twin of the same statement. */
export { rowColumns } from './list-statements.ts';
/** The trust signals (issue 27): an ad as the caller may read it, and the hook every ad write runs. */
export { findVisible } from './queries.ts';
export { callerOf, type App as AdvertisementsApp } from './context.ts';
export type { AdRow as AdvertisementRowRead } from './present.ts';
export {
  onAdvertisementRowChanged,
  onAdvertisementWritten,
  type AdvertisementWriteHook,
} from './write-hooks.ts';
export { guardSubmission, type SubmissionGuard } from './submission-guards.ts';
/** Stock feeds (issue 28) write ads through the same paths as the API's POST, PATCH and status moves. */
export { dealersByIds, resolveOwner } from './owners.ts';
export { changeAdvertisement, updateAdvertisement } from './writes.ts';
/** A feed's group of new ads in one insert, hooks, starts and audit (issue 28); one ad is a group of one. */
export { insertAdvertisements, type ServerColumns } from './insert.ts';
export type { FullRow as AdvertisementFullRow } from './present.ts';
export { submissionRefusals } from './submission-guards.ts';
/** A feed's dry run checks a row's state by the writes' own rules, without writing it. */
export { checkState, lookupsOf, type StateLookups } from './rules.ts';
export { nextState, stateOfRow } from './state.ts';
export { catalogOf } from './catalog.ts';
