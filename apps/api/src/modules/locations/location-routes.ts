import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { locationResourceSchemas, type Language } from '@coachyard/contract';
import { locations, type LocationRow } from '../../db/schema/index.ts';
import { applyVersionedChange } from '../../lib/versioned.ts';
import {
  numberedPage,
  registerResourceRoutes,
  versionedLifecycle,
  type ResourceRequest,
} from '../../lib/resource/index.ts';
import { assertEntryRules, withSlugCheck } from '../../lib/translated-entries.ts';
import { presentLocation, type LocationWithCounts } from './present.ts';
import { countOf, findLocation, locationConditions, selectLocations } from './queries.ts';
import { locationParams, TAG } from './params.ts';
import { assertLocationDeletable, createLocation, marketChanges, NAMESPACE } from './writes.ts';

/** The markets themselves. Reads: any signed-in user; writes: the `locations` privilege. */
const routes: FastifyPluginAsyncZod = async (app) => {
  /** A write's `present`: the row plus the counts read just before (writes to a market do not change them). */
  const presentAfter = (before: LocationWithCounts, language: Language) => (row: LocationRow) =>
    presentLocation({ ...row, itemCount: before.itemCount, topItemCount: before.topItemCount }, language);

  const lifecycle = versionedLifecycle(app, {
    namespace: NAMESPACE,
    locate: async (request: ResourceRequest<typeof locationParams>, state) => {
      const before = await findLocation(app.db, request.params.id, state);
      return {
        table: locations,
        id: before.id,
        present: presentAfter(before, request.lang),
        assertDeletable: () => assertLocationDeletable(app.db, before, request.lang),
      };
    },
    guardRestore: withSlugCheck,
  });

  registerResourceRoutes(app, {
    namespace: NAMESPACE,
    tag: TAG,
    path: '/locations',
    itemPath: '/locations/:id',
    itemParams: locationParams,
    schemas: locationResourceSchemas,
    list: {
      summary: 'List markets (search, filters, sort, pages) with their item counts',
      // Everyone's forms pick markets; the deleted ones are for whoever may delete them.
      privileged: false,
      deleted: 'delete',
      handler: async (request) => {
        const { page, per_page, sort, records, ...filters } = request.query;
        const where = locationConditions(filters);
        return numberedPage(
          { page, per_page, records },
          {
            select: (window) => selectLocations(app.db, { where, sort, ...window }),
            count: () => countOf(app.db, locations, where),
            present: (row) => presentLocation(row, request.lang),
          },
        );
      },
    },
    read: {
      summary: 'One market',
      handler: async (request) =>
        presentLocation(await findLocation(app.db, request.params.id), request.lang),
    },
    create: {
      summary:
        "Create a market (key from the name when absent; currency, unit and languages from the region's defaults)",
      errors: [413],
      handler: async (request) =>
        presentLocation(await createLocation(app.db, request, request.body), request.lang),
    },
    // PUT replaces the editable fields, PATCH changes some (e.g. the list's in-place active toggle).
    update: {
      summaries: {
        put: 'Replace the editable fields of a market; name and key stay',
        patch: 'Change some fields of a market (e.g. toggle is_active); name and key stay',
      },
      errors: [413],
      handler: async (request) => {
        const before = await findLocation(app.db, request.params.id);
        assertEntryRules(request.body, { richText: false, current: before });
        return applyVersionedChange(app.db, request, {
          table: locations,
          namespace: NAMESPACE,
          id: before.id,
          version: request.body.version,
          changes: await marketChanges(app.db, request.body, before),
          present: presentAfter(before, request.lang),
        });
      },
    },
    remove: {
      summary: 'Soft-delete a market (restorable); refused while advertisements need it for their region',
      handler: lifecycle.remove,
    },
    restore: {
      summary: 'Restore a deleted market (ADMIN)',
      handler: lifecycle.restore,
    },
  });
};
export default routes;
