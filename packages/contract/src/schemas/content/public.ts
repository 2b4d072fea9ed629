import { z } from 'zod';
import { LANGUAGES } from '../../constants.ts';
import { CONTENT_TYPES } from '../content-constants.ts';

// The public site's read of live content.

export const publicContentQuerySchema = z.object({ lang: z.string().optional() });
export const publicContentListQuerySchema = z.object({
  type: z.enum(CONTENT_TYPES).optional(),
  category: z.string().max(200).optional(),
  lang: z.string().optional(),
});

export const publicContentSummarySchema = z.object({
  slug: z.string(),
  type: z.enum(CONTENT_TYPES),
  title: z.string(),
  excerpt: z.string(),
  category: z.object({ slug: z.string(), text: z.string() }).nullable(),
  cover: z.object({ url: z.string(), alt: z.string() }).nullable(),
  published_at: z.string().nullable(),
});
export const publicContentListSchema = z.object({ items: z.array(publicContentSummarySchema) });
export type PublicContentSummary = z.infer<typeof publicContentSummarySchema>;

export const publicContentSchema = publicContentSummarySchema.extend({
  language: z.enum(LANGUAGES),
  html: z.string(),
  seo: z.object({ title: z.string(), description: z.string() }),
  tags: z.array(z.string()),
  updated_at: z.string(),
  /** The same item's slug in each other language it is published in (hreflang). */
  alternates: z.partialRecord(z.enum(LANGUAGES), z.string()),
});
export type PublicContent = z.infer<typeof publicContentSchema>;
/** The answer for an old slug (status 301, with Location): where the item lives now. */
export const publicContentRedirectSchema = z.object({ redirect_to: z.string(), location: z.string() });
