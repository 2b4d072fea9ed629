import { z } from 'zod';

/** What the command palette finds (issue 17): one kind per module that registers a search. */
export const SEARCH_KINDS = [
  'advertisement',
  'user',
  'lookup',
  'location',
  'lead',
  'content',
  'feed',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** GET /api/search?q= — at most `SEARCH_LIMIT_PER_KIND` hits of each kind the caller may list. */
export const SEARCH_LIMIT_PER_KIND = 5;
export const searchQuerySchema = z.object({
  q: z.string().trim().min(2, 'common.invalid').max(100, 'common.too_long'),
});

export const searchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.string(),
  title: z.string(),
  /** A second line: a short id, an e-mail, the table an entry belongs to… */
  subtitle: z.string().nullable(),
  /** The screen that opens it. */
  path: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResultSchema = z.object({ items: z.array(searchHitSchema) });
export type SearchResult = z.infer<typeof searchResultSchema>;
