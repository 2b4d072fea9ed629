import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  lookupTableCreateSchema,
  lookupTableListQuerySchema,
  lookupTablePageSchema,
  lookupTablePatchSchema,
  lookupTableSchema,
  lookupTableUpdateSchema,
  lookupDeleteQuerySchema,
  lookupRestoreSchema,
  lookupTrailEntrySchema,
  type Language,
} from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { lookupItems, lookupTables } from '../../db/schema/index.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import {
  langQuery,
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
    record: lookupTableSchema,
    list: {
      summary: 'List lookup tables (search, filters, sort, pages; by_slug; records=all)',
      query: lookupTableListQuerySchema,
      page: lookupTablePageSchema,
      privileged: false,
      deleted: 'delete',
      handler: async (request) => {
        const { page, per_page: perPage, sort, records, ...filters } = request.query;
        const where = and(...filterConditions(lookupTables, filters));
        const all = records === 'all';
        const [rows, total] = await Promise.all([
          selectLookupTables(app.db, {
            where,
            sort,
            ...(all ? {} : { limit: perPage, offset: (page - 1) * perPage }),
          }),
          countRows(app.db, lookupTables, where),
        ]);
        const items =
          all && filters.by_slug
            ? await Promise.all(rows.map((row) => withActiveItems(app.db, row, request.lang)))
            : rows.map((row) => presentLookupTable(row, request.lang));
        return { items, total, page: all ? 1 : page, per_page: all ? total : perPage };
      },
    },
    read: {
      summary: 'One lookup table',
      handler: async (request) =>
        presentLookupTable(await findLookupTable(app.db, request.params.id), request.lang),
    },
    create: {
      summary: 'Create a lookup table (key generated from the name when absent)',
      body: lookupTableCreateSchema,
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
      body: { put: lookupTableUpdateSchema, patch: lookupTablePatchSchema },
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
      query: lookupDeleteQuerySchema,
      handler: lifecycle.remove,
    },
    restore: {
      summary: 'Restore a deleted lookup table (ADMIN)',
      body: lookupRestoreSchema,
      handler: lifecycle.restore,
    },
  });
};
export default routes;
