import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { lookupItemResourceSchemas, type Language } from '@coachyard/contract';
import { lookupItems, type LookupItemRow } from '../../db/schema/index.ts';
import {
  numberedPage,
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
    schemas: lookupItemResourceSchemas,
    list: {
      summary: "Items of a table, or an item's children; with the table, the parent and the breadcrumbs",
      errors: [404],
      privileged: false,
      deleted: 'delete',
      handler: async (request) => {
        const { page, per_page, sort, records, ...filters } = request.query;
        const container = await resolveContainer(app.db, request.params.id);
        const where = and(levelCondition(container), ...filterConditions(lookupItems, filters));
        const { lookupTable, parent } = container;
        const [listed, [parentRow]] = await Promise.all([
          numberedPage(
            { page, per_page, records },
            {
              select: (window) => selectItems(app.db, { where, sort, ...window }),
              count: () => countRows(app.db, lookupItems, where),
              present: (row) => presentItem(row, request.lang),
            },
          ),
          parent ? selectItems(app.db, { where: eq(lookupItems.id, parent.id) }) : [],
        ]);
        return {
          ...listed,
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
      handler: lifecycle.remove,
    },
    restore: {
      summary: 'Restore a deleted item (ADMIN)',
      handler: lifecycle.restore,
    },
  });
};
export default routes;
