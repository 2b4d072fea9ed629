/**
 * CMS content (issue 16, namespace `content`): pages, articles and FAQ entries written in eight languages, each
 * language with its own slug, search-engine fields and publishing status.
 *
 * HTTP:
 *   GET    /api/content                         ContentListQuery → ContentPage
 *   POST   /api/content/bulk-status             { ids, action, languages? } → ContentBulkResult
 *   GET    /api/content/{id}                    → ContentItem
 *   POST   /api/content                         ContentWrite → ContentItem (201)
 *   PUT    /api/content/{id}                    ContentWrite + version → ContentItem (409 + current when stale)
 *   DELETE /api/content/{id}?version=&force=    → ContentItem (409 content.linked_by_menus naming the menus unless force=1)
 *   POST   /api/content/{id}/restore            { version } → ContentItem
 *   (an item's history and restore are the record history's: /api/audit/history/content/{id})
 *   POST   /api/content/{id}/preview-links      { language, hours } → ContentPreviewLink
 *   GET    /api/public/content?type=&category=&lang=     → PublicContentList
 *   GET    /api/public/content/{slug}?lang=              → PublicContent (301 + redirect for an old slug)
 *   GET    /api/public/content-preview/{token}           → PublicContent (draft text, until the link expires)
 */
export * from './writes.ts';
export * from './items.ts';
export * from './public.ts';
export * from './presence.ts';
export * from './resources.ts';
