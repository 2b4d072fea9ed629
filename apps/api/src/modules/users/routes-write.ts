import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  userCreateBodySchema,
  userDeleteQuerySchema,
  userPatchBodySchema,
  userRestoreBodySchema,
  userSchema,
  userUpdateBodySchema,
} from '@coachyard/contract';
import { envelope, ok } from '../../lib/envelope.ts';
import { deleteUser, restoreUser } from './lifecycle.ts';
import { requireAdmin } from './policy.ts';
import { errorResponses, idParams, langQuery, TAG } from './schemas.ts';
import { createUser, updateUser } from './service.ts';

/**
 * Create, change, deactivate (PATCH is_active 0), soft delete and restore users, within the role
 * hierarchy and the caller's row scope; every change audited, every change of a row versioned.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const answer = envelope(userSchema);

  app.post(
    '/users',
    {
      config: { privilege: ['users', 'create'] },
      schema: {
        tags: [TAG],
        summary: 'Create a user of a role the caller’s hierarchy allows',
        querystring: langQuery,
        body: userCreateBodySchema,
        response: { 201: answer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = await createUser(app, request, request.body);
      return reply.status(201).send(ok(user, { messageKey: 'common.created', language: request.lang }));
    },
  );

  app.put(
    '/users/:id',
    {
      config: { privilege: ['users', 'update'] },
      schema: {
        tags: [TAG],
        summary: 'Save the whole User form; password absent or ******** = unchanged',
        params: idParams,
        querystring: langQuery,
        body: userUpdateBodySchema,
        response: { 200: answer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await updateUser(app, request, request.params.id, request.body, { replace: true });
      return ok(user, { messageKey: 'common.saved', language: request.lang });
    },
  );

  app.patch(
    '/users/:id',
    {
      config: { privilege: ['users', 'update'] },
      schema: {
        tags: [TAG],
        summary: 'Change some fields: activate/deactivate, profile picture, …',
        params: idParams,
        querystring: langQuery,
        body: userPatchBodySchema,
        response: { 200: answer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await updateUser(app, request, request.params.id, request.body, { replace: false });
      return ok(user, { messageKey: 'common.saved', language: request.lang });
    },
  );

  app.delete(
    '/users/:id',
    {
      config: { privilege: ['users', 'delete'] },
      schema: {
        tags: [TAG],
        summary: 'Soft delete a user (signed out everywhere)',
        params: idParams,
        querystring: userDeleteQuerySchema,
        response: { 200: answer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await deleteUser(app, request, request.params.id, request.query.version);
      return ok(user, { messageKey: 'common.deleted', language: request.lang });
    },
  );

  app.post(
    '/users/:id/restore',
    {
      config: { privilege: ['users', 'delete'] },
      schema: {
        tags: [TAG],
        summary: 'Restore a soft-deleted user (ADMIN)',
        params: idParams,
        querystring: langQuery,
        body: userRestoreBodySchema,
        response: { 200: answer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await requireAdmin(app, request, 'restore');
      const user = await restoreUser(app, request, request.params.id, request.body.version);
      return ok(user, { messageKey: 'common.restored', language: request.lang });
    },
  );
};
export default routes;
