import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { LOOKUP_LIMITS, publicLookupTableSchema } from '@coachyard/contract';
import { lookupItems, lookupTables } from '../../db/schema/index.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { byName, cleanTranslations, textIn } from '../../lib/translated-entries.ts';
import { TAG } from './params.ts';
import { outerItemId } from './queries.ts';

/** Rows the public site may show: live, active and exposable. */
const visible = (table: typeof lookupTables | typeof lookupItems): SQL =>
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
        response: { 200: envelope(publicLookupTableSchema), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const language = request.lang;
      const [lookupTable] = await app.db
        .select()
        .from(lookupTables)
        .where(and(sql`lower(${lookupTables.slug}) = lower(${request.params.slug})`, visible(lookupTables)));
      if (!lookupTable) throw notFound();

      let parent: typeof lookupItems.$inferSelect | undefined;
      if (request.query.parent) {
        [parent] = await app.db
          .select()
          .from(lookupItems)
          .where(
            and(
              eq(lookupItems.collectionId, lookupTable.id),
              isNull(lookupItems.parentId),
              sql`lower(${lookupItems.slug}) = lower(${request.query.parent})`,
              visible(lookupItems),
            ),
          );
        if (!parent) throw notFound();
      }

      const rows = await app.db
        .select({ row: lookupItems, childCount: visibleChildCount })
        .from(lookupItems)
        .where(
          and(
            eq(lookupItems.collectionId, lookupTable.id),
            parent ? eq(lookupItems.parentId, parent.id) : isNull(lookupItems.parentId),
            visible(lookupItems),
          ),
        )
        .orderBy(asc(lookupItems.position), asc(byName(lookupItems.name)), asc(lookupItems.id));

      const text = (row: { translations: object; name: string }) =>
        textIn(cleanTranslations(row.translations), row.name, language);
      reply.header('cache-control', 'public, max-age=300');
      reply.header('vary', 'Origin');
      return ok({
        slug: lookupTable.slug,
        text: text(lookupTable),
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
