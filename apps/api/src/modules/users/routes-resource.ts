import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userResourceSchemas } from '@coachyard/contract';
import { registerResourceRoutes } from '../../lib/resource/index.ts';
import { deleteUser, restoreUser } from './lifecycle.ts';
import { listUsers } from './list.ts';
import { idParams, NAMESPACE, TAG } from './schemas.ts';
import { findVisibleUser } from './policy.ts';
import { createUser, presenterFor, updateUser } from './service.ts';

/**
 * The users a caller may see (DESIGN §4 row scope); create, change, deactivate (PATCH is_active 0), soft delete and restore users, within the role
 * hierarchy and the caller's row scope; every change audited, every change of a row versioned.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  registerResourceRoutes(app, {
    namespace: NAMESPACE,
    tag: TAG,
    path: '/users',
    itemPath: '/users/:id',
    itemParams: idParams,
    schemas: userResourceSchemas,
    readPrivilege: true,
    list: {
      summary: 'Users in the caller’s scope (DESIGN §4): search, filters, sort, pages or a keyset cursor',
      // Deleted users are for an ADMIN to restore.
      deleted: 'admin',
      handler: (request) => listUsers(app, request, request.query),
    },
    read: {
      summary: 'One user; outside the caller’s scope it does not exist (404)',
      handler: async (request) => {
        const row = await findVisibleUser(app.db, request.user!, request.params.id);
        return (await presenterFor(app, request, [row]))(row);
      },
    },
    create: {
      summary: 'Create a user of a role the caller’s hierarchy allows',
      handler: (request) => createUser(app, request, request.body),
    },
    update: {
      summaries: {
        put: 'Save the whole User form; password absent or ******** = unchanged',
        patch: 'Change some fields: activate/deactivate, profile picture, …',
      },
      handler: (request, mode) =>
        updateUser(app, request, request.params.id, request.body, { replace: mode === 'whole' }),
    },
    remove: {
      summary: 'Soft delete a user (signed out everywhere)',
      handler: (request) => deleteUser(app, request, request.params.id, request.query.version),
    },
    restore: {
      summary: 'Restore a soft-deleted user (ADMIN)',
      handler: (request) => restoreUser(app, request, request.params.id, request.body.version),
    },
  });
};
export default routes;
