import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  advertisementCreateSchema,
  advertisementPatchSchema,
  advertisementSchema,
  advertisementUpdateSchema,
  advertisementVersionBodySchema,
  advertisementVersionQuerySchema,
} from '@coachyard/contract';
import { advertisements } from '../../db/schema/index.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { conflict } from '../../lib/errors.ts';
import { boundOwnedByScope } from '../../lib/scope.ts';
import { createAnswerCache, sendEnvelope } from '../../lib/answer-cache.ts';
import { restore, softDelete } from '../../lib/versioned.ts';
import {
  ANSWER_NAMES_FROM,
  answerKeyOf,
  callerOf,
  NAMESPACE,
  presentContext,
  presentFor,
} from './context.ts';
import { errorResponses, idParams, langQuery, requireAdmin, TAG } from './http.ts';
import type { AdRow } from './present.ts';
import { findVisible } from './queries.ts';
import { createAdvertisement, presentOne, updateAdvertisement } from './writes.ts';

/** One advertisement: create, read, update (whole or partial), soft delete and restore. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const answers = createAnswerCache(advertisementSchema);
  app.registerWriteClearedCache(answers, ANSWER_NAMES_FROM);

  app.post(
    '/advertisements',
    {
      config: { privilege: [NAMESPACE, 'create'] },
      schema: {
        tags: [TAG],
        summary: 'Create a draft (staff name the dealer in owner_id)',
        querystring: langQuery,
        body: advertisementCreateSchema,
        response: { 201: envelope(advertisementSchema), ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      const created = await createAdvertisement(app, request, request.body);
      reply.code(201);
      return ok(created, { messageKey: 'common.created', language: request.lang });
    },
  );

  app.get(
    '/advertisements/:id',
    {
      config: { privilege: [NAMESPACE, 'read'] },
      schema: {
        tags: [TAG],
        summary: 'One advertisement, names translated for ?lang',
        params: idParams,
        querystring: langQuery,
        response: { 200: envelope(advertisementSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(app, request);
      const row = await findVisible(app.db, caller, request.params.id);
      const key = answerKeyOf(caller, row, request.lang);
      return sendEnvelope(reply, await answers.json(key, () => presentOne(app, request, row)));
    },
  );

  for (const partial of [false, true]) {
    app.route({
      method: partial ? 'PATCH' : 'PUT',
      url: '/advertisements/:id',
      config: { privilege: [NAMESPACE, 'update'] },
      schema: {
        tags: [TAG],
        summary: partial
          ? 'Change the fields given; the others stay (the stepped form saves as it goes)'
          : 'Replace the editable fields; optional ones left out become empty',
        params: idParams,
        querystring: langQuery,
        body: partial ? advertisementPatchSchema : advertisementUpdateSchema,
        response: { 200: envelope(advertisementSchema), ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
      handler: async (request) => {
        const saved = await updateAdvertisement(
          app,
          request,
          request.params.id,
          request.body,
          partial ? 'patch' : 'whole',
        );
        return ok(saved, { messageKey: 'common.saved', language: request.lang });
      },
    });
  }

  /** Soft delete and restore share the checks: the caller's scope, the version, then the versioned write. */
  const flipDeleted = async (
    request: Parameters<typeof callerOf>[1],
    id: string,
    version: number,
    deleting: boolean,
  ) => {
    const caller = await callerOf(app, request);
    const before = await findVisible(app.db, caller, id, deleting ? 'live' : 'deleted');
    const context = await presentContext(app, request.lang, [before]);
    const present = (row: AdRow) => presentFor(caller, context)({ ...row, ownerName: before.ownerName });
    if (before.version !== version) throw conflict(present(before));
    const change = {
      table: advertisements,
      namespace: NAMESPACE,
      id: before.id,
      version,
      scope: boundOwnedByScope(caller, advertisements.ownerId),
      present,
    };
    return deleting ? softDelete(app.db, request, change) : restore(app.db, request, change);
  };

  app.delete(
    '/advertisements/:id',
    {
      config: { privilege: [NAMESPACE, 'delete'] },
      schema: {
        tags: [TAG],
        summary: 'Soft-delete (an ADMIN can restore it)',
        params: idParams,
        querystring: advertisementVersionQuerySchema,
        response: { 200: envelope(advertisementSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const deleted = await flipDeleted(request, request.params.id, request.query.version, true);
      return ok(deleted, { messageKey: 'common.deleted', language: request.lang });
    },
  );

  app.post(
    '/advertisements/:id/restore',
    {
      config: { privilege: [NAMESPACE, 'delete'] },
      schema: {
        tags: [TAG],
        summary: 'Restore a deleted advertisement (ADMIN)',
        params: idParams,
        querystring: langQuery,
        body: advertisementVersionBodySchema,
        response: { 200: envelope(advertisementSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await requireAdmin(app, request, 'restore');
      const restored = await flipDeleted(request, request.params.id, request.body.version, false);
      return ok(restored, { messageKey: 'common.restored', language: request.lang });
    },
  );
};
export default routes;
