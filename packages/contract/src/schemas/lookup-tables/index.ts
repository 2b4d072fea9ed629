/**
 * Lookup tables (issue 3, SPEC §3 "Translation / lookup entry", "Lookup items", "Lookup collections").
 *
 * HTTP (namespace `lookup-tables`; reads need only a signed-in user, writes the privilege action):
 *   GET    /api/collections                      list (LookupTableListQuery) → Page<LookupTable>
 *            ?by_slug=countries                  → the page holding that one table (or none)
 *            ?by_slug=countries&records=all      → …and that table carries `items`: its active
 *                                                  top-level items, in order, ready for a select
 *   GET    /api/collections/{id}                 → LookupTable
 *   POST   /api/collections                      LookupTableCreate → LookupTable (201)
 *   PUT    /api/collections/{id}                 LookupTableUpdate → LookupTable
 *   PATCH  /api/collections/{id}                 LookupTablePatch  → LookupTable
 *   DELETE /api/collections/{id}?version=N       → LookupTable (soft delete)
 *   POST   /api/collections/{id}/restore         { version } → LookupTable (ADMIN)
 *   GET    /api/collections/{id}/trail           → LookupTrailEntry[] (root table → … → {id})
 *
 *   {container} = a table id, a table slug, or an item id (then its children, e.g. a country's cities)
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
 *   GET    /api/public/collections/{slug}?lang=xx[&parent=<item slug>]  (no token) → PublicLookupTable
 *
 * Flags are 1 or 0 on the wire (SPEC §3), default 1. `name` and `slug` cannot change after creation:
 * sending a different value is a field error 'translation.not_editable' (sending the same value is fine).
 * Like the URLs, the wire keeps the API's word for a table: an item's `collection_id`, a page's `collection`
 * and a trail entry's kind 'collection' (the SQL tables are `collections` and `collection_items`).
 */
export * from './constants.ts';
export * from './fields.ts';
export * from './entries.ts';
export * from './writes.ts';
export * from './public.ts';
export * from './resources.ts';
