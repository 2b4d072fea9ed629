import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  CONTENT_LIMITS,
  publicContentListQuerySchema,
  publicContentListSchema,
  publicContentQuerySchema,
  publicContentRedirectSchema,
  publicContentSchema,
  resolveImageUrl,
  RTL_LANGUAGES,
  type Language,
  type PublicContent,
  type PublicContentSummary,
} from '@coachyard/contract';
import { contentItems, type ContentItemRow } from '../../db/schema/index.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { cachedAnswer } from '../../lib/public-cache.ts';
import { errorResponses } from '../../lib/envelope.ts';
import { lookupEntriesByIds } from '../lookup-tables/index.ts';
import { textIn } from '../../lib/translated-entries.ts';
import { TAG } from './access.ts';
import { readPreviewToken } from './preview.ts';
import { findItemRow } from './queries.ts';
import { renderRichText } from './rich-text-html.ts';
import { findSlug } from './slugs.ts';
import { isLive } from './translations.ts';

/**
 * The public site's read of content (DESIGN §3 public API): no token, only what is live in the asked language,
 * rendered to sanitized HTML, with ETag and Cache-Control for a CDN.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const mediaBaseUrl = app.storage.publicBaseUrl;

  async function summaries(rows: ContentItemRow[], language: Language) {
    const entries = await lookupEntriesByIds(
      app.db,
      rows.flatMap((row) => [...(row.categoryId ? [row.categoryId] : []), ...row.tagIds]),
    );
    const byId = new Map(entries.map((entry) => [entry.id, entry]));
    const text = (id: string) => {
      const entry = byId.get(id);
      return entry ? textIn(entry.translations, entry.name, language) : null;
    };
    return rows.map((row): PublicContent => {
      const translation = row.translations[language]!;
      const category = row.categoryId ? byId.get(row.categoryId) : undefined;
      const coverUrl = resolveImageUrl(row.coverKey, mediaBaseUrl);
      return {
        slug: translation.slug,
        type: row.type,
        title: translation.title,
        excerpt: translation.excerpt,
        category: category ? { slug: category.slug, text: text(category.id)! } : null,
        cover: coverUrl ? { url: coverUrl, alt: translation.cover_alt } : null,
        published_at: translation.publish_at ?? translation.updated_at,
        language,
        html: renderRichText(translation.body, {
          mediaBaseUrl,
          direction: RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr',
        }),
        seo: {
          title: translation.seo_title || translation.title,
          description: translation.seo_description || translation.excerpt,
        },
        tags: row.tagIds.map(text).filter((tag): tag is string => Boolean(tag)),
        updated_at: translation.updated_at,
        alternates: Object.fromEntries(
          Object.entries(row.translations)
            .filter(([other, text]) => other !== language && isLive(text, new Date()))
            .map(([other, text]) => [other, text!.slug]),
        ),
      };
    });
  }

  app.get(
    '/public/content',
    {
      config: { public: true },
      schema: {
        tags: [TAG, 'public'],
        summary: 'Published content in one language, newest first; by type and category (id or slug)',
        security: [],
        querystring: publicContentListQuerySchema,
        response: { 200: envelope(publicContentListSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const language = request.lang;
      const { type, category } = request.query;
      const rows = await app.db
        .select()
        .from(contentItems)
        .where(
          and(
            isNull(contentItems.deletedAt),
            type ? eq(contentItems.type, type) : undefined,
            category
              ? sql`${contentItems.categoryId} in (select ci.id from collection_items ci where ci.deleted_at is null
                  and (ci.id::text = ${category} or lower(ci.slug) = lower(${category})))`
              : undefined,
            sql`${contentItems.translations} ? ${language}::text`,
          ),
        )
        .orderBy(desc(contentItems.updatedAt))
        .limit(500);
      const now = new Date();
      const live = rows.filter((row) => isLive(row.translations[language], now));
      const items: PublicContentSummary[] = (await summaries(live, language)).map(
        ({ slug, type: kind, title, excerpt, category: section, cover, published_at }) => ({
          slug,
          type: kind,
          title,
          excerpt,
          category: section,
          cover,
          published_at,
        }),
      );
      return cachedAnswer(request, reply, ok({ items }));
    },
  );

  app.get(
    '/public/content/:slug',
    {
      config: { public: true },
      schema: {
        tags: [TAG, 'public'],
        summary: 'One published item by its slug in a language; an old slug answers 301 with where it moved',
        security: [],
        params: z.object({ slug: z.string().min(1).max(CONTENT_LIMITS.slugMax) }),
        querystring: publicContentQuerySchema,
        response: {
          200: envelope(publicContentSchema),
          301: envelope(publicContentRedirectSchema),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const language = request.lang;
      const found = await findSlug(app.db, language, request.params.slug.toLowerCase());
      if (!found) throw notFound();
      const row = await findItemRow(app.db, found.itemId).catch(() => null);
      const translation = row?.translations[language];
      if (!row || !translation || !isLive(translation, new Date())) throw notFound();
      if (translation.slug !== found.slug) {
        const location = `/api/public/content/${encodeURIComponent(translation.slug)}?lang=${language}`;
        reply.code(301).header('location', location);
        return cachedAnswer(request, reply, ok({ redirect_to: translation.slug, location }), 300);
      }
      const [content] = await summaries([row], language);
      return cachedAnswer(request, reply, ok(content!));
    },
  );

  app.get(
    '/public/content-preview/:token',
    {
      config: { public: true },
      schema: {
        tags: [TAG, 'public'],
        summary:
          "A shared preview link: the item's current text in one language, published or not, until expiry",
        security: [],
        params: z.object({ token: z.string().min(1).max(300) }),
        response: { 200: envelope(publicContentSchema), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const link = await readPreviewToken(app, request.params.token);
      if (!link) throw notFound();
      if (link.expired) throw new AppError('NOT_FOUND', 'content.preview_expired');
      const row = await findItemRow(app.db, link.itemId);
      if (!row.translations[link.language]) throw notFound();
      const [content] = await summaries([row], link.language);
      // A draft must never be kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      reply.header('x-robots-tag', 'noindex');
      return ok(content!);
    },
  );
};
export default routes;
