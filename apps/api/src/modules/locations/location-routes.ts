import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  locationCreateSchema,
  locationListQuerySchema,
  locationPageSchema,
  locationPatchSchema,
  locationSchema,
  locationUpdateSchema,
  type Language,
} from '@coachyard/contract';
import { locations, type LocationRow } from '../../db/schema/index.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { applyVersionedChange } from '../../lib/versioned.ts';
import { errorResponses, langQuery, requireAction } from '../collections/access.ts';
import { registerLifecycleRoutes } from '../collections/lifecycle-routes.ts';
import { assertEntryRules } from '../collections/writes.ts';
import { presentLocation, type LocationWithCounts } from './present.ts';
import { countOf, findLocation, locationConditions, selectLocations } from './queries.ts';
import { locationParams, TAG } from './params.ts';
import { assertLocationDeletable, createLocation, marketChanges, NAMESPACE } from './writes.ts';

/** The markets themselves. Reads: any signed-in user; writes: the `locations` privilege. */
const routes: FastifyPluginAsyncZod = async (app) => {
  /** A write's `present`: the row plus the counts read just before (writes to a market do not change them). */
  const presentAfter = (before: LocationWithCounts, language: Language) => (row: LocationRow) =>
    presentLocation({ ...row, itemCount: before.itemCount, topItemCount: before.topItemCount }, language);

  app.get(
    '/locations',
    {
      schema: {
        tags: [TAG],
        summary: 'List markets (search, filters, sort, pages) with their item counts',
        querystring: locationListQuerySchema,
        response: { 200: envelope(locationPageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, per_page: perPage, sort, records, ...filters } = request.query;
      if (filters.deleted === 1) await requireAction(app, request, 'delete', NAMESPACE);
      const where = locationConditions(filters);
      const all = records === 'all';
      const [rows, total] = await Promise.all([
        selectLocations(app.db, {
          where,
          sort,
          ...(all ? {} : { limit: perPage, offset: (page - 1) * perPage }),
        }),
        countOf(app.db, locations, where),
      ]);
      return ok({
        items: rows.map((row) => presentLocation(row, request.lang)),
        total,
        page: all ? 1 : page,
        per_page: all ? total : perPage,
      });
    },
  );

  app.get(
    '/locations/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'One market',
        params: locationParams,
        querystring: langQuery,
        response: { 200: envelope(locationSchema), ...errorResponses(401, 404) },
      },
    },
    async (request) => ok(presentLocation(await findLocation(app.db, request.params.id), request.lang)),
  );

  app.post(
    '/locations',
    {
      config: { privilege: [NAMESPACE, 'create'] },
      schema: {
        tags: [TAG],
        summary:
          "Create a market (key from the name when absent; currency, unit and languages from the region's defaults)",
        body: locationCreateSchema,
        querystring: langQuery,
        response: { 201: envelope(locationSchema), ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      const row = await createLocation(app.db, request, request.body);
      reply.code(201);
      return ok(presentLocation(row, request.lang), { messageKey: 'common.created', language: request.lang });
    },
  );

  // PUT replaces the editable fields, PATCH changes some (e.g. the list's in-place active toggle).
  for (const partial of [false, true]) {
    app.route({
      method: partial ? 'PATCH' : 'PUT',
      url: '/locations/:id',
      config: { privilege: [NAMESPACE, 'update'] },
      schema: {
        tags: [TAG],
        summary: partial
          ? 'Change some fields of a market (e.g. toggle is_active); name and key stay'
          : 'Replace the editable fields of a market; name and key stay',
        params: locationParams,
        querystring: langQuery,
        body: partial ? locationPatchSchema : locationUpdateSchema,
        response: { 200: envelope(locationSchema), ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
      handler: async (request) => {
        const before = await findLocation(app.db, request.params.id);
        assertEntryRules(request.body, { richText: false, current: before });
        const row = await applyVersionedChange(app.db, request, {
          table: locations,
          namespace: NAMESPACE,
          id: before.id,
          version: request.body.version,
          changes: await marketChanges(app.db, request.body, before),
          present: presentAfter(before, request.lang),
        });
        return ok(row, { messageKey: 'common.saved', language: request.lang });
      },
    });
  }

  registerLifecycleRoutes(app, {
    path: '/locations/:id',
    params: locationParams,
    response: locationSchema,
    namespace: NAMESPACE,
    tag: TAG,
    summaries: {
      delete: 'Soft-delete a market (restorable); refused while advertisements need it for their region',
      restore: 'Restore a deleted market (ADMIN)',
    },
    locate: async (params, state, language) => {
      const before = await findLocation(app.db, params.id, state);
      return {
        table: locations,
        id: before.id,
        present: presentAfter(before, language),
        assertDeletable: () => assertLocationDeletable(app.db, before, language),
      };
    },
  });
};
export default routes;
