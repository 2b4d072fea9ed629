/**
 * Advertisements (issue 5; SPEC §3 Advertisement and Advertisement form state, §9). Namespace `advertisements`.
 *
 * HTTP (row scope everywhere: a DEALER its own ads, a REPRESENTATIVE the ads of the dealers it manages, an
 * ADMIN all; an ad outside the caller's scope answers 404 exactly like a missing one):
 *   GET    /api/advertisements                  AdvertisementListQuery → AdvertisementPage (list; lean rows)
 *   GET    /api/advertisements/export.csv       same filters and sort → text/csv (UTF-8 BOM), ADVERTISEMENT_CSV_COLUMNS
 *   POST   /api/advertisements/bulk-status      AdvertisementBulkStatus → AdvertisementBulkResult (update)
 *   POST   /api/advertisements                  AdvertisementCreate → Advertisement (201, create)
 *   GET    /api/advertisements/{id}             → Advertisement (read)
 *   PUT    /api/advertisements/{id}             AdvertisementUpdate → Advertisement (update)
 *   PATCH  /api/advertisements/{id}             AdvertisementPatch → Advertisement (update; given fields replace, others stay)
 *   DELETE /api/advertisements/{id}?version=N   → Advertisement (delete; soft)
 *   POST   /api/advertisements/{id}/restore     { version } → Advertisement (ADMIN)
 *   POST   /api/advertisements/{id}/status      AdvertisementStatusChange → Advertisement (see ADVERTISEMENT_TRANSITIONS)
 *   POST   /api/advertisements/{id}/media       AdvertisementMediaAdd → Advertisement (update; key from /api/uploads/signature, namespace advertisements)
 *   PUT    /api/advertisements/{id}/media/order AdvertisementMediaOrder → Advertisement (update)
 *   POST   /api/advertisements/{id}/media/{mediaId}/cover  { version } → Advertisement (update)
 *   DELETE /api/advertisements/{id}/media/{mediaId}?version=N → Advertisement (update)
 *   GET    /api/public/advertisements           (no token) PublicAdvertisementListQuery → PublicAdvertisementPage
 *   GET    /api/public/advertisements/{short_id} (no token) → PublicAdvertisement (published only, else 404)
 *
 * Every write sends the `version` it read: media operations change the ad's version too. A stale version is 409
 * with the current Advertisement in `error.current`. Names of lookups come back translated for `?lang`.
 */
export * from './answers.ts';
export * from './list-row.ts';
export * from './list-queries.ts';
export * from './writes.ts';
export * from './workflow.ts';
export * from './media.ts';
export * from './public.ts';
export * from './resources.ts';
