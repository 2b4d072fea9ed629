import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import {
  lookupItemCreateSchema,
  lookupItemListQuerySchema,
  lookupItemPageSchema,
  lookupItemPatchSchema,
  lookupItemSchema,
  lookupItemUpdateSchema,
  type Language,
} from '@coachyard/contract';
import { collectionItems, type CollectionItemRow } from '../../db/schema/index.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { registerLifecycleRoutes } from './lifecycle-routes.ts';
import { applyVersionedChange } from '../../lib/versioned.ts';
import { lookupTextsChanged } from './text-listeners.ts';
import { containerParams, errorResponses, itemParams, langQuery, requireAction, TAG } from './access.ts';
import { presentItem, textIn, cleanTranslations, flag, type ItemWithCounts } from './present.ts';
import {
  countRows,
  filterConditions,
  findItem,
  levelCondition,
  resolveContainer,
  selectItems,
  trailOf,
} from './queries.ts';
import { assertEntryRules, createItem, entryChanges, NAMESPACE } from './writes.ts';

/**
 * Items of a lookup table, or the children of an item (a country's cities): `{id}` is the table's
 * id or slug, or the parent item's id. Reads: any signed-in user; writes: the `lookup-tables` privilege.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  /** A write's `present`: the row plus the child count read just before (writes do not change it). */
  const presentAfter = (before: ItemWithCounts, language: Language) => (row: CollectionItemRow) =>
    presentItem({ ...row, childCount: before.childCount }, language);

  app.get(
    '/collections/:id/items',
    {
      schema: {
        tags: [TAG],
        summary: "Items of a table, or an item's children; with the table, the parent and the breadcrumbs",
        params: containerParams,
        querystring: lookupItemListQuerySchema,
        response: { 200: envelope(lookupItemPageSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { page, per_page: perPage, sort, records, ...filters } = request.query;
      if (filters.deleted === 1) await requireAction(app, request, 'delete');
      const container = await resolveContainer(app.db, request.params.id);
      const where = and(levelCondition(container), ...filterConditions(collectionItems, filters));
      const all = records === 'all';
      const { collection, parent } = container;
      const [rows, total, [parentRow]] = await Promise.all([
        selectItems(app.db, {
          where,
          sort,
          ...(all ? {} : { limit: perPage, offset: (page - 1) * perPage }),
        }),
        countRows(app.db, collectionItems, where),
        parent ? selectItems(app.db, { where: eq(collectionItems.id, parent.id) }) : [],
      ]);
      return ok({
        items: rows.map((row) => presentItem(row, request.lang)),
        total,
        page: all ? 1 : page,
        per_page: all ? total : perPage,
        collection: {
          id: collection.id,
          slug: collection.slug,
          name: collection.name,
          text: textIn(cleanTranslations(collection.translations), collection.name, request.lang),
          rich_text: flag(collection.richText),
        },
        parent: parentRow ? presentItem(parentRow, request.lang) : null,
        trail: trailOf(container, request.lang),
      });
    },
  );

  app.get(
    '/collections/:id/items/:itemId',
    {
      schema: {
        tags: [TAG],
        summary: 'One item',
        params: itemParams,
        querystring: langQuery,
        response: { 200: envelope(lookupItemSchema), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const container = await resolveContainer(app.db, request.params.id);
      return ok(presentItem(await findItem(app.db, container, request.params.itemId), request.lang));
    },
  );

  app.post(
    '/collections/:id/items',
    {
      config: { privilege: [NAMESPACE, 'create'] },
      schema: {
        tags: [TAG],
        summary:
          'Create an item (or a child item when {id} is an item); key generated from the name when absent',
        params: containerParams,
        querystring: langQuery,
        body: lookupItemCreateSchema,
        response: { 201: envelope(lookupItemSchema), ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request, reply) => {
      const container = await resolveContainer(app.db, request.params.id);
      const row = await createItem(app.db, request, container, request.body);
      reply.code(201);
      return ok(presentItem(row, request.lang), { messageKey: 'common.created', language: request.lang });
    },
  );

  // PUT replaces the editable fields, PATCH changes some (e.g. the list's in-place active toggle).
  for (const partial of [false, true]) {
    app.route({
      method: partial ? 'PATCH' : 'PUT',
      url: '/collections/:id/items/:itemId',
      config: { privilege: [NAMESPACE, 'update'] },
      schema: {
        tags: [TAG],
        summary: partial
          ? 'Change some fields of an item (e.g. toggle is_active); name and key stay'
          : 'Replace the editable fields of an item; name and key stay',
        params: itemParams,
        querystring: langQuery,
        body: partial ? lookupItemPatchSchema : lookupItemUpdateSchema,
        response: { 200: envelope(lookupItemSchema), ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
      handler: async (request) => {
        const container = await resolveContainer(app.db, request.params.id);
        const before = await findItem(app.db, container, request.params.itemId);
        const { body } = request;
        assertEntryRules(body, { richText: container.collection.richText, current: before });
        const row = await applyVersionedChange(app.db, request, {
          table: collectionItems,
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
        return ok(row, { messageKey: 'common.saved', language: request.lang });
      },
    });
  }

  registerLifecycleRoutes(app, {
    path: '/collections/:id/items/:itemId',
    params: itemParams,
    response: lookupItemSchema,
    summaries: {
      delete: 'Soft-delete an item (its children go with it; restorable)',
      restore: 'Restore a deleted item (ADMIN)',
    },
    locate: async (params, state, language) => {
      const container = await resolveContainer(app.db, params.id);
      const before = await findItem(app.db, container, params.itemId, state);
      return {
        table: collectionItems,
        id: before.id,
        scope: levelCondition(container),
        present: presentAfter(before, language),
      };
    },
  });
};
export default routes;
