import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  locationItemMoveSchema,
  locationItemSchema,
  type Language,
  locationItemResourceSchemas,
} from '@coachyard/contract';
import { locationItems, type LocationItemRow } from '../../db/schema/index.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { conflict } from '../../lib/errors.ts';
import { applyVersionedChange } from '../../lib/versioned.ts';
import { errorResponses } from '../../lib/envelope.ts';
import {
  langQuery,
  numberedPage,
  registerResourceRoutes,
  versionedLifecycle,
  type ResourceRequest,
} from '../../lib/resource/index.ts';
import { assertEntryRules, withSlugCheck } from '../../lib/translated-entries.ts';
import { presentLocationItem, textOf, type LocationItemWithCounts } from './present.ts';
import {
  countOf,
  findLocationItem,
  itemConditions,
  resolveLevel,
  selectLocationItems,
  trailOf,
} from './queries.ts';
import { locationItemParams, locationParams, TAG } from './params.ts';
import { assertPlaceLink, createLocationItem, moveLocationItem, NAMESPACE, placeChanges } from './writes.ts';

/**
 * The places of a market, one level at a time: `?parent_id=` names the item whose children are listed.
 * Reads: any signed-in user; writes: the `locations` privilege.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const presentAfter = (before: LocationItemWithCounts, language: Language) => (row: LocationItemRow) =>
    presentLocationItem({ ...row, childCount: before.childCount }, language);

  const lifecycle = versionedLifecycle(app, {
    namespace: NAMESPACE,
    locate: async (request: ResourceRequest<typeof locationItemParams>, state) => {
      const { location } = await resolveLevel(app.db, request.params.id);
      const before = await findLocationItem(app.db, location, request.params.itemId, state);
      return {
        table: locationItems,
        id: before.id,
        scope: eq(locationItems.locationId, location.id),
        present: presentAfter(before, request.lang),
      };
    },
    guardRestore: withSlugCheck,
  });

  registerResourceRoutes(app, {
    namespace: NAMESPACE,
    tag: TAG,
    path: '/locations/:id/items',
    itemPath: '/locations/:id/items/:itemId',
    pathParams: locationParams,
    itemParams: locationItemParams,
    schemas: locationItemResourceSchemas,
    list: {
      summary: "A market's places, or one place's children; with the market, the parent and the breadcrumbs",
      errors: [404],
      // Everyone's forms pick places; the deleted ones are for whoever may delete them.
      privileged: false,
      deleted: 'delete',
      handler: async (request) => {
        const { page, per_page, sort, records, parent_id: parentId, ...filters } = request.query;
        const level = await resolveLevel(app.db, request.params.id, parentId);
        const where = itemConditions(level, filters);
        const [listed, [parentRow]] = await Promise.all([
          numberedPage(
            { page, per_page, records },
            {
              select: (window) => selectLocationItems(app.db, { where, sort, ...window }),
              count: () => countOf(app.db, locationItems, where),
              present: (row) => presentLocationItem(row, request.lang),
            },
          ),
          level.parent ? selectLocationItems(app.db, { where: eq(locationItems.id, level.parent.id) }) : [],
        ]);
        return {
          ...listed,
          location: {
            id: level.location.id,
            slug: level.location.slug,
            text: textOf(level.location, request.lang),
          },
          parent: parentRow ? presentLocationItem(parentRow, request.lang) : null,
          trail: trailOf(level, request.lang),
        };
      },
    },
    read: {
      summary: 'One place of a market',
      handler: async (request) => {
        const { location } = await resolveLevel(app.db, request.params.id);
        return presentLocationItem(
          await findLocationItem(app.db, location, request.params.itemId),
          request.lang,
        );
      },
    },
    create: {
      summary: 'Add a place to a market (under parent_id when given), after the last one of its level',
      errors: [404, 413],
      handler: async (request) => {
        const level = await resolveLevel(app.db, request.params.id, request.body.parent_id);
        return presentLocationItem(
          await createLocationItem(app.db, request, level, request.body),
          request.lang,
        );
      },
    },
    update: {
      summaries: {
        put: 'Replace the editable fields of a place; name and key stay',
        patch: 'Change some fields of a place (e.g. toggle is_active); name and key stay',
      },
      errors: [413],
      handler: async (request) => {
        const { location } = await resolveLevel(app.db, request.params.id);
        const before = await findLocationItem(app.db, location, request.params.itemId);
        assertEntryRules(request.body, { richText: false, current: before });
        await assertPlaceLink(app.db, request.body.place_id);
        return applyVersionedChange(app.db, request, {
          table: locationItems,
          namespace: NAMESPACE,
          id: before.id,
          version: request.body.version,
          scope: eq(locationItems.locationId, location.id),
          changes: placeChanges(request.body),
          present: presentAfter(before, request.lang),
        });
      },
    },
    remove: {
      summary: 'Soft-delete a place (its children go with it; restorable)',
      handler: lifecycle.remove,
    },
    restore: {
      summary: 'Restore a deleted place (ADMIN)',
      handler: lifecycle.restore,
    },
  });

  app.post(
    '/locations/:id/items/:itemId/move',
    {
      config: { privilege: [NAMESPACE, 'update'] },
      schema: {
        tags: [TAG],
        summary: 'Move a place to another position among its siblings (drag or keyboard reorder)',
        params: locationItemParams,
        querystring: langQuery,
        body: locationItemMoveSchema,
        response: { 200: envelope(locationItemSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { location } = await resolveLevel(app.db, request.params.id);
      const before = await findLocationItem(app.db, location, request.params.itemId);
      const level = await resolveLevel(app.db, location.id, before.parentId);
      const outcome = await moveLocationItem(app.db, request, level, {
        itemId: before.id,
        position: request.body.position,
        version: request.body.version,
      });
      const present = presentAfter(before, request.lang);
      if ('stale' in outcome) throw conflict(present(outcome.stale));
      return ok(present(outcome.moved), { messageKey: 'location.moved', language: request.lang });
    },
  );
};
export default routes;
