import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { LOOKUP_LIMITS, publicLookupCollectionSchema } from '@coachyard/contract';
import { collectionItems, collections } from '../../db/schema/index.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { byName, cleanTranslations, textIn } from '../../lib/translated-entries.ts';
import { TAG } from './params.ts';
import { outerItemId } from './queries.ts';

/** Rows the public site may show: live, active and exposable. */
const visible = (table: typeof collections | typeof collectionItems): SQL =>
  and(isNull(table.deletedAt), eq(table.isActive, true), eq(table.isExposable, true))!;

/** Visible children of each listed item, so the site knows where ?parent= leads somewhere. */
const visibleChildCount = sql<number>`(select count(*) from collection_items as child
  where child.parent_id = ${outerItemId} and child.deleted_at is null
    and child.is_active and child.is_exposable)`.mapWith(Number);

/**
 * The marketplace site's read of a lookup table (DESIGN §3 public API): no token, only visible rows,
 * one language. `?parent=<item slug>` gives that item's children (a country's cities). Cached 5 minutes.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/collections/:slug',
    {
      config: { public: true },
      schema: {
        tags: [TAG, 'public'],
        summary: 'Active, exposable items of a lookup table, translated (public site)',
        security: [],
        params: z.object({ slug: z.string().min(1).max(LOOKUP_LIMITS.slugMax) }),
        querystring: z.object({
          lang: z.string().optional(),
          parent: z.string().min(1).max(LOOKUP_LIMITS.slugMax).optional(),
        }),
        response: { 200: envelope(publicLookupCollectionSchema), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const language = request.lang;
      const [collection] = await app.db
        .select()
        .from(collections)
        .where(and(sql`lower(${collections.slug}) = lower(${request.params.slug})`, visible(collections)));
      if (!collection) throw notFound();

      let parent: typeof collectionItems.$inferSelect | undefined;
      if (request.query.parent) {
        [parent] = await app.db
          .select()
          .from(collectionItems)
          .where(
            and(
              eq(collectionItems.collectionId, collection.id),
              isNull(collectionItems.parentId),
              sql`lower(${collectionItems.slug}) = lower(${request.query.parent})`,
              visible(collectionItems),
            ),
          );
        if (!parent) throw notFound();
      }

      const rows = await app.db
        .select({ row: collectionItems, childCount: visibleChildCount })
        .from(collectionItems)
        .where(
          and(
            eq(collectionItems.collectionId, collection.id),
            parent ? eq(collectionItems.parentId, parent.id) : isNull(collectionItems.parentId),
            visible(collectionItems),
          ),
        )
        .orderBy(asc(collectionItems.position), asc(byName(collectionItems.name)), asc(collectionItems.id));

      const text = (row: { translations: object; name: string }) =>
        textIn(cleanTranslations(row.translations), row.name, language);
      reply.header('cache-control', 'public, max-age=300');
      reply.header('vary', 'Origin');
      return ok({
        slug: collection.slug,
        text: text(collection),
        parent: parent ? { slug: parent.slug, text: text(parent) } : null,
        items: rows.map(({ row, childCount }) => ({
          value: row.id,
          slug: row.slug,
          text: text(row),
          attributes: row.attributes ?? {},
          child_count: childCount,
        })),
      });
    },
  );
};
export default routes;
