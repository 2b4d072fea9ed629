/**
 * The resource platform: what every registered resource's record routes share (privileges, schemas, versions,
 * soft delete and restore, messages). A module registers its resource here instead of writing the routes.
 */
export { idParams, langQuery, requireAction, requireAdmin } from './access.ts';
export { assertDeletable, registerDeletionGuard, type DeletionGuard } from './deletion-guards.ts';
export { versionedLifecycle, type LifecycleTarget } from './lifecycle.ts';
export {
  recordAction,
  type RecordAction,
  type ResourceRequest,
  type ResourceRoutes,
} from './registration.ts';
export { numberedPage, type NumberedPaging } from './numbered-page.ts';
export { registerResourceRoutes } from './routes.ts';
