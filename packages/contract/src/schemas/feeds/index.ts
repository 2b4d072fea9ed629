/**
 * Dealer stock feeds (issue 28):
 *   GET/POST /api/feeds, GET/PUT/PATCH/DELETE /api/feeds/{id}, POST /api/feeds/{id}/restore
 *   GET  /api/feeds/{id}/preview, GET /api/feeds/{id}/suggestions
 *   POST /api/feeds/{id}/runs {dry_run}, GET /api/feeds/{id}/runs[/{runId}], POST …/runs/{runId}/cancel
 */
export * from './constants.ts';
export * from './fields.ts';
export * from './runs.ts';
export * from './resources.ts';
