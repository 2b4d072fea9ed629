/**
 * Locations (issue 14, SPEC §9): the markets the marketplace serves (europe, usa, tr, uk …) and, nested
 * without a fixed depth, the places each market serves (country → state or province → city).
 *
 * HTTP (namespace `locations`; reads need only a signed-in user, writes the privilege action):
 *   GET    /api/locations                         LocationListQuery → Page<Location>
 *   GET    /api/locations/{id}                    → Location
 *   POST   /api/locations                         LocationCreate → Location (201)
 *   PUT    /api/locations/{id}                    LocationUpdate → Location
 *   PATCH  /api/locations/{id}                    LocationPatch → Location (e.g. the list's active toggle)
 *   DELETE /api/locations/{id}?version=N          → Location (soft); 409 location.in_use while it is the
 *                                                   only live market of a region advertisements use
 *   POST   /api/locations/{id}/restore            { version } → Location (ADMIN)
 *   GET    /api/locations/{id}/items?parent_id=   LocationItemListQuery → LocationItemPage (+ location, parent, trail)
 *   POST   /api/locations/{id}/items              LocationItemCreate (parent_id in the body) → LocationItem (201)
 *   GET    /api/locations/{id}/items/{itemId}     → LocationItem
 *   PUT    /api/locations/{id}/items/{itemId}     LocationItemUpdate → LocationItem
 *   PATCH  /api/locations/{id}/items/{itemId}     LocationItemPatch → LocationItem
 *   POST   /api/locations/{id}/items/{itemId}/move  LocationItemMove → LocationItem (new place among its siblings)
 *   DELETE /api/locations/{id}/items/{itemId}?version=N → LocationItem (soft, children go with it)
 *   POST   /api/locations/{id}/items/{itemId}/restore   { version } → LocationItem (ADMIN)
 *   GET    /api/locations/{id}/items/export.csv?parent_id=   text/csv, LOCATION_CSV_COLUMNS
 *   POST   /api/locations/{id}/items/import?parent_id=       { csv } → LookupImportResult, all or nothing
 *   GET    /api/public/locations?lang=xx          (no token) → PublicLocation[]: active, exposable, nested
 *
 * `name` and `slug` (the key) cannot change after creation, as in lookup tables.
 */
export * from './constants.ts';
export * from './fields.ts';
export * from './entries.ts';
export * from './writes.ts';
export * from './public.ts';
export * from './resources.ts';
