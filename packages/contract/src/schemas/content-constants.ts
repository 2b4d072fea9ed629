/**
 * The constants of CMS content (issue 16), apart from the schemas: a screen that needs a list of types or statuses
 * takes them without zod and the schemas (the list page's weight budget).
 */
export const CONTENT_TYPES = ['page', 'article', 'faq'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const CONTENT_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
/** What a list shows per language: a status, or that the language has no text yet. */
export type ContentLanguageState = ContentStatus | 'missing';
/** The lookup tables content refers to (SPEC §3, §9). */
export const CONTENT_CATEGORY_TABLE = 'content-management';
export const CONTENT_TAG_TABLE = 'tag-management';

export const CONTENT_LIMITS = {
  titleMax: 200,
  slugMax: 120,
  excerptMax: 500,
  seoTitleMax: 60,
  seoDescriptionMax: 160,
  altMax: 250,
  tagsMax: 20,
  previewHoursMax: 168,
  bulkMax: 100,
} as const;

export const CONTENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const CONTENT_SORTS = ['updated_at', '-updated_at', 'title', '-title', 'type', '-type'] as const;

/** The public site's menus (namespace `pages`): navbar links, navbar content (SPEC §3), footer. */
export const MENU_KEYS = ['navbar_links', 'navbar_content', 'footer'] as const;
export type MenuKey = (typeof MENU_KEYS)[number];

/**
 * How often an open editor says so (every `watchSeconds` while someone else has the item open, so a colleague who
 * leaves is seen gone within seconds), and how long after its last word it counts as gone (twice missed, and more).
 */
export const CONTENT_PRESENCE = { heartbeatSeconds: 10, watchSeconds: 3, ttlSeconds: 25 } as const;
