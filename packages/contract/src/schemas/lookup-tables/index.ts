/**
 * Lookup tables (issue 3, SPEC §3 "Translation / lookup entry", "Lookup items", "Lookup collections").
 *
 * HTTP (namespace `lookup-tables`; reads need only a signed-in user, writes the privilege action):
 *   GET    /api/collections                      list (LookupCollectionListQuery) → Page<LookupCollection>
 *            ?by_slug=countries                  → the page holding that one collection (or none)
 *            ?by_slug=countries&records=all      → …and that collection carries `items`: its active
 *                                                  top-level items, in order, ready for a select
 *   GET    /api/collections/{id}                 → LookupCollection
 *   POST   /api/collections                      LookupCollectionCreate → LookupCollection (201)
 *   PUT    /api/collections/{id}                 LookupCollectionUpdate → LookupCollection
 *   PATCH  /api/collections/{id}                 LookupCollectionPatch  → LookupCollection
 *   DELETE /api/collections/{id}?version=N       → LookupCollection (soft delete)
 *   POST   /api/collections/{id}/restore         { version } → LookupCollection (ADMIN)
 *   GET    /api/collections/{id}/trail           → LookupTrailEntry[] (root collection → … → {id})
 *
 *   {container} = a collection id, a collection slug, or an item id (then its children, e.g. a country's cities)
 *   GET    /api/collections/{container}/items    list (LookupItemListQuery) → LookupItemPage (page + collection, parent, trail)
 *   POST   /api/collections/{container}/items    LookupItemCreate → LookupItem (201)
 *   GET    /api/collections/{container}/items/{itemId}            → LookupItem
 *   PUT    /api/collections/{container}/items/{itemId}            LookupItemUpdate → LookupItem
 *   PATCH  /api/collections/{container}/items/{itemId}            LookupItemPatch  → LookupItem
 *   DELETE /api/collections/{container}/items/{itemId}?version=N  → LookupItem (soft delete)
 *   POST   /api/collections/{container}/items/{itemId}/restore    { version } → LookupItem (ADMIN)
 *   GET    /api/collections/{container}/items/export.csv          text/csv, UTF-8 with BOM, LOOKUP_CSV_COLUMNS
 *   POST   /api/collections/{container}/items/import  { csv } → LookupImportResult; any bad row → 400
 *                                                  LookupImportErrorEnvelope (error.rows) and nothing changes
 *   GET    /api/public/collections/{slug}?lang=xx[&parent=<item slug>]  (no token) → PublicLookupCollection
 *
 * Flags are 1 or 0 on the wire (SPEC §3), default 1. `name` and `slug` cannot change after creation:
 * sending a different value is a field error 'translation.not_editable' (sending the same value is fine).
 */
export * from './fields.ts';
export * from './entries.ts';
export * from './writes.ts';
export * from './public.ts';
