import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import {
  lookupItemCreateSchema,
  lookupItemListQuerySchema,
  lookupItemPageSchema,
  lookupItemPatchSchema,
  lookupItemSchema,
  lookupItemUpdateSchema,
  lookupDeleteQuerySchema,
  lookupRestoreSchema,
  type Language,
} from '@coachyard/contract';
import { lookupItems, type LookupItemRow } from '../../db/schema/index.ts';
import {
  registerResourceRoutes,
  versionedLifecycle,
  type ResourceRequest,
} from '../../lib/resource/index.ts';
import { applyVersionedChange } from '../../lib/versioned.ts';
import {
  assertEntryRules,
  cleanTranslations,
  entryChanges,
  flag,
  textIn,
  withSlugCheck,
} from '../../lib/translated-entries.ts';
import { lookupTextsChanged } from './text-listeners.ts';
import { containerParams, itemParams, TAG } from './params.ts';
import { presentItem, type ItemWithCounts } from './present.ts';
import {
  countRows,
  filterConditions,
  findItem,
  levelCondition,
  resolveContainer,
  selectItems,
  trailOf,
} from './queries.ts';
import { createItem, NAMESPACE } from './writes.ts';

/**
 * Items of a lookup table, or the children of an item (a country's cities): `{id}` is the table's
 * id or slug, or the parent item's id. Reads: any signed-in user; writes: the `lookup-tables` privilege.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  /** A write's `present`: the row plus the child count read just before (writes do not change it). */
  const presentAfter = (before: ItemWithCounts, language: Language) => (row: LookupItemRow) =>
    presentItem({ ...row, childCount: before.childCount }, language);

  const lifecycle = versionedLifecycle(app, {
    namespace: NAMESPACE,
    locate: async (request: ResourceRequest<typeof itemParams>, state) => {
      const container = await resolveContainer(app.db, request.params.id);
      const before = await findItem(app.db, container, request.params.itemId, state);
      return {
        table: lookupItems,
        id: before.id,
        scope: levelCondition(container),
        present: presentAfter(before, request.lang),
      };
    },
    guardRestore: withSlugCheck,
  });

  registerResourceRoutes(app, {
    namespace: NAMESPACE,
    tag: TAG,
    path: '/collections/:id/items',
    itemPath: '/collections/:id/items/:itemId',
    pathParams: containerParams,
    itemParams,
    record: lookupItemSchema,
    list: {
      summary: "Items of a table, or an item's children; with the table, the parent and the breadcrumbs",
      query: lookupItemListQuerySchema,
      page: lookupItemPageSchema,
      errors: [404],
      privileged: false,
      deleted: 'delete',
      handler: async (request) => {
        const { page, per_page: perPage, sort, records, ...filters } = request.query;
        const container = await resolveContainer(app.db, request.params.id);
        const where = and(levelCondition(container), ...filterConditions(lookupItems, filters));
        const all = records === 'all';
        const { lookupTable, parent } = container;
        const [rows, total, [parentRow]] = await Promise.all([
          selectItems(app.db, {
            where,
            sort,
            ...(all ? {} : { limit: perPage, offset: (page - 1) * perPage }),
          }),
          countRows(app.db, lookupItems, where),
          parent ? selectItems(app.db, { where: eq(lookupItems.id, parent.id) }) : [],
        ]);
        return {
          items: rows.map((row) => presentItem(row, request.lang)),
          total,
          page: all ? 1 : page,
          per_page: all ? total : perPage,
          collection: {
            id: lookupTable.id,
            slug: lookupTable.slug,
            name: lookupTable.name,
            text: textIn(cleanTranslations(lookupTable.translations), lookupTable.name, request.lang),
            rich_text: flag(lookupTable.richText),
          },
          parent: parentRow ? presentItem(parentRow, request.lang) : null,
          trail: trailOf(container, request.lang),
        };
      },
    },
    read: {
      summary: 'One item',
      handler: async (request) => {
        const container = await resolveContainer(app.db, request.params.id);
        return presentItem(await findItem(app.db, container, request.params.itemId), request.lang);
      },
    },
    create: {
      summary:
        'Create an item (or a child item when {id} is an item); key generated from the name when absent',
      body: lookupItemCreateSchema,
      errors: [404, 413],
      handler: async (request) => {
        const container = await resolveContainer(app.db, request.params.id);
        return presentItem(await createItem(app.db, request, container, request.body), request.lang);
      },
    },
    // PUT replaces the editable fields, PATCH changes some (e.g. the list's in-place active toggle).
    update: {
      summaries: {
        put: 'Replace the editable fields of an item; name and key stay',
        patch: 'Change some fields of an item (e.g. toggle is_active); name and key stay',
      },
      body: { put: lookupItemUpdateSchema, patch: lookupItemPatchSchema },
      errors: [413],
      handler: async (request) => {
        const container = await resolveContainer(app.db, request.params.id);
        const before = await findItem(app.db, container, request.params.itemId);
        const { body } = request;
        assertEntryRules(body, { richText: container.lookupTable.richText, current: before });
        return applyVersionedChange(app.db, request, {
          table: lookupItems,
          namespace: NAMESPACE,
          id: before.id,
          version: body.version,
          scope: levelCondition(container),
          changes: {
            ...entryChanges(body),
            ...(body.attributes !== undefined ? { attributes: body.attributes } : {}),
            ...(body.position !== undefined ? { position: body.position } : {}),
          },
          present: presentAfter(before, request.lang),
          alsoWrite: (tx, was, now) => lookupTextsChanged(tx, [{ before: was, after: now }]),
        });
      },
    },
    remove: {
      summary: 'Soft-delete an item (its children go with it; restorable)',
      query: lookupDeleteQuerySchema,
      handler: lifecycle.remove,
    },
    restore: {
      summary: 'Restore a deleted item (ADMIN)',
      body: lookupRestoreSchema,
      handler: lifecycle.restore,
    },
  });
};
export default routes;
