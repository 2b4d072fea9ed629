import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { lookupTableResourceSchemas, lookupTrailEntrySchema, type Language } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { lookupItems, lookupTables } from '../../db/schema/index.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import {
  langQuery,
  numberedPage,
  registerResourceRoutes,
  versionedLifecycle,
  type ResourceRequest,
} from '../../lib/resource/index.ts';
import { applyVersionedChange } from '../../lib/versioned.ts';
import { assertEntryRules, entryChanges, withSlugCheck } from '../../lib/translated-entries.ts';
import { lookupTableParams, containerParams, TAG } from './params.ts';
import { presentLookupTable, presentItem, type LookupTableWithStats } from './present.ts';
import {
  countRows,
  filterConditions,
  findLookupTable,
  resolveContainer,
  selectLookupTables,
  selectItems,
  trailOf,
} from './queries.ts';
import { createLookupTable, NAMESPACE } from './writes.ts';

/** With `by_slug` + `records=all`: the table's active top-level items, so one call fills a select. */
async function withActiveItems(db: Database, row: LookupTableWithStats, language: Language) {
  const items = await selectItems(db, {
    where: and(
      eq(lookupItems.collectionId, row.id),
      isNull(lookupItems.parentId),
      isNull(lookupItems.deletedAt),
      eq(lookupItems.isActive, true),
    ),
  });
  return { ...presentLookupTable(row, language), items: items.map((item) => presentItem(item, language)) };
}

/** Lookup tables themselves (issue 3). Reads: any signed-in user; writes: the `lookup-tables` privilege. */
const routes: FastifyPluginAsyncZod = async (app) => {
  /** A write's `present` for applyVersionedChange: the row plus the stats read just before. */
  const presentAfter =
    (before: LookupTableWithStats, language: Language) => (row: typeof lookupTables.$inferSelect) =>
      presentLookupTable({ ...row, itemCount: before.itemCount, missing: before.missing }, language);

  app.get(
    '/collections/:id/trail',
    {
      schema: {
        tags: [TAG],
        summary: 'Breadcrumbs of a table or an item: the table first, then each item down to it',
        params: containerParams,
        querystring: langQuery,
        response: { 200: envelope(z.array(lookupTrailEntrySchema)), ...errorResponses(401, 404) },
      },
    },
    async (request) => ok(trailOf(await resolveContainer(app.db, request.params.id), request.lang)),
  );

  const lifecycle = versionedLifecycle(app, {
    namespace: NAMESPACE,
    locate: async (request: ResourceRequest<typeof lookupTableParams>, state) => {
      const before = await findLookupTable(app.db, request.params.id, state);
      return { table: lookupTables, id: before.id, present: presentAfter(before, request.lang) };
    },
    guardRestore: withSlugCheck,
  });

  registerResourceRoutes(app, {
    namespace: NAMESPACE,
    tag: TAG,
    path: '/collections',
    itemPath: '/collections/:id',
    itemParams: lookupTableParams,
    schemas: lookupTableResourceSchemas,
    list: {
      summary: 'List lookup tables (search, filters, sort, pages; by_slug; records=all)',
      privileged: false,
      deleted: 'delete',
      handler: async (request) => {
        const { page, per_page, sort, records, ...filters } = request.query;
        const where = and(...filterConditions(lookupTables, filters));
        return numberedPage(
          { page, per_page, records },
          {
            select: (window) => selectLookupTables(app.db, { where, sort, ...window }),
            count: () => countRows(app.db, lookupTables, where),
            present: (row) =>
              records === 'all' && filters.by_slug
                ? withActiveItems(app.db, row, request.lang)
                : presentLookupTable(row, request.lang),
          },
        );
      },
    },
    read: {
      summary: 'One lookup table',
      handler: async (request) =>
        presentLookupTable(await findLookupTable(app.db, request.params.id), request.lang),
    },
    create: {
      summary: 'Create a lookup table (key generated from the name when absent)',
      errors: [413],
      handler: async (request) => {
        const row = await createLookupTable(app.db, request, request.body);
        return presentLookupTable({ ...row, itemCount: 0, missing: {} }, request.lang);
      },
    },
    // PUT replaces the editable fields, PATCH changes some (e.g. the list's in-place active toggle).
    update: {
      summaries: {
        put: 'Replace the editable fields of a lookup table; name and key stay',
        patch: 'Change some fields of a lookup table (e.g. toggle is_active); name and key stay',
      },
      errors: [413],
      handler: async (request) => {
        const before = await findLookupTable(app.db, request.params.id);
        const { body } = request;
        assertEntryRules(body, { richText: false, current: before });
        return applyVersionedChange(app.db, request, {
          table: lookupTables,
          namespace: NAMESPACE,
          id: before.id,
          version: body.version,
          changes: {
            ...entryChanges(body),
            ...(body.rich_text !== undefined ? { richText: body.rich_text === 1 } : {}),
          },
          present: presentAfter(before, request.lang),
        });
      },
    },
    remove: {
      summary: 'Soft-delete a lookup table (its items go with it; restorable)',
      handler: lifecycle.remove,
    },
    restore: {
      summary: 'Restore a deleted lookup table (ADMIN)',
      handler: lifecycle.restore,
    },
  });
};
export default routes;
