import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { advertisements } from '../../db/schema/index.ts';
import { registerResourceRoutes, type ResourceRequest } from '../../lib/resource/index.ts';
import { conflict } from '../../lib/errors.ts';
import { boundOwnedByScope } from '../../lib/scope.ts';
import { envelopeBody } from '../../lib/answer-cache.ts';
import { restore, softDelete } from '../../lib/versioned.ts';
import { callerOf, NAMESPACE, presentContext, presentFor } from './context.ts';
import { advertisementResource, idParams } from './http.ts';
import type { AdRow } from './present.ts';
import { findVisible } from './queries.ts';
import { readAdvertisementAnswers } from './read-cache.ts';
import { runWriteHooks } from './write-hooks.ts';
import { withStockNumberCheck } from './insert.ts';
import { createAdvertisement, presentOne, updateAdvertisement } from './writes.ts';
import type { Database } from '../../db/client.ts';

/** One advertisement: create, read, update (whole or partial), soft delete and restore. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const answerOf = readAdvertisementAnswers(app);

  /** Soft delete and restore share the checks: the caller's scope, the version, then the versioned write. */
  const flipDeleted = async (
    request: ResourceRequest<typeof idParams>,
    version: number,
    deleting: boolean,
  ) => {
    const caller = await callerOf(app, request);
    const before = await findVisible(app.db, caller, request.params.id, deleting ? 'live' : 'deleted');
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
      // A deleted ad's photos leave the duplicate look-up (issue 27), a restored ad's come back.
      alsoWrite: (tx: Database, before: AdRow, after: AdRow) => runWriteHooks(app, tx, after, before),
    };
    return deleting
      ? softDelete(app.db, request, change)
      : withStockNumberCheck(() => restore(app.db, request, change));
  };

  registerResourceRoutes(app, {
    ...advertisementResource,
    readPrivilege: true,
    read: {
      summary: 'One advertisement, names translated for ?lang',
      handler: async (request, reply) => {
        const caller = await callerOf(app, request);
        const answer = await answerOf(caller, request.params.id, request.lang, (row) =>
          presentOne(app, request, row),
        );
        return envelopeBody(reply, answer);
      },
    },
    create: {
      summary: 'Create a draft (staff name the dealer in owner_id)',
      errors: [413],
      handler: (request) => createAdvertisement(app, request, request.body),
    },
    update: {
      summaries: {
        put: 'Replace the editable fields; optional ones left out become empty',
        patch: 'Change the fields given; the others stay (the stepped form saves as it goes)',
      },
      errors: [413],
      handler: (request, mode) => updateAdvertisement(app, request, request.params.id, request.body, mode),
    },
    remove: {
      summary: 'Soft-delete (an ADMIN can restore it)',
      handler: (request) => flipDeleted(request, request.query.version, true),
    },
    restore: {
      summary: 'Restore a deleted advertisement (ADMIN)',
      handler: (request) => flipDeleted(request, request.body.version, false),
    },
  });
};
export default routes;
