import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  ACTIONS,
  NAMESPACES,
  privilegeMatrixSchema,
  privilegeMatrixUpdateSchema,
  ROLES,
  versionSchema,
} from '@coachyard/contract';
import { rolePrivileges } from '../../db/schema/index.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { applyVersionedChange } from '../../lib/versioned.ts';
import { registerRecordHistory } from '../../lib/record-history.ts';
import { privilegeHistory } from './history.ts';
import { assertSomeoneEditsPrivileges, NAMESPACE, readMatrix, saveMatrix } from './matrix.ts';

const privilegeRowSchema = z.object({
  id: z.string().uuid(),
  role: z.enum(ROLES),
  namespace: z.enum(NAMESPACES),
  actions: z.array(z.enum(ACTIONS)),
  version: z.number().int(),
  updated_at: z.string(),
});
type PrivilegeRow = typeof rolePrivileges.$inferSelect;

const present = (row: PrivilegeRow): z.infer<typeof privilegeRowSchema> => ({
  id: row.id,
  role: row.role as z.infer<typeof privilegeRowSchema>['role'],
  namespace: row.namespace as z.infer<typeof privilegeRowSchema>['namespace'],
  actions: row.actions as z.infer<typeof privilegeRowSchema>['actions'],
  version: row.version,
  updated_at: row.updatedAt.toISOString(),
});

/**
 * The privilege rows of DESIGN §4, which an ADMIN edits (namespace `privileges`): one row at a time, or the whole
 * matrix at once as the editor saves it. Every write clears this instance's privilege cache, so the next request
 * of a signed-in user already follows it; other instances follow within the cache's 5 seconds.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  registerRecordHistory(privilegeHistory);
  app.get(
    '/privileges/matrix',
    {
      config: { privilege: [NAMESPACE, 'read'] },
      schema: {
        tags: ['privileges'],
        summary: 'The roles × namespaces × actions matrix, the role hierarchy and the matrix version',
        querystring: z.object({ lang: z.string().optional() }),
        response: { 200: envelope(privilegeMatrixSchema) },
      },
    },
    async () => ok(await readMatrix(app.db)),
  );

  app.put(
    '/privileges/matrix',
    {
      config: { privilege: [NAMESPACE, 'update'] },
      schema: {
        tags: ['privileges'],
        summary:
          'Save the matrix read at `version` (409 with the current matrix when stale; 400 when no role could edit privileges any more)',
        querystring: z.object({ lang: z.string().optional() }),
        body: privilegeMatrixUpdateSchema,
        response: { 200: envelope(privilegeMatrixSchema) },
      },
    },
    async (request) => {
      try {
        const saved = await saveMatrix(app.db, request, request.body);
        return ok(saved, { messageKey: 'common.saved', language: request.lang });
      } finally {
        app.privileges.forget();
      }
    },
  );

  app.get(
    '/privileges',
    {
      config: { privilege: [NAMESPACE, 'list'] },
      schema: {
        tags: ['privileges'],
        summary: 'Every privilege row',
        querystring: z.object({ role: z.enum(ROLES).optional(), lang: z.string().optional() }),
        response: { 200: envelope(z.array(privilegeRowSchema)) },
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(rolePrivileges)
        .where(request.query.role ? eq(rolePrivileges.role, request.query.role) : undefined)
        .orderBy(asc(rolePrivileges.role), asc(rolePrivileges.namespace));
      return ok(rows.map(present));
    },
  );

  app.put(
    '/privileges/:id',
    {
      config: { privilege: [NAMESPACE, 'update'] },
      schema: {
        tags: ['privileges'],
        summary: "Replace the actions of one role's namespace",
        params: z.object({ id: z.string().uuid() }),
        body: z.strictObject({
          actions: z.array(z.enum(ACTIONS)).max(ACTIONS.length),
          version: versionSchema,
        }),
        response: { 200: envelope(privilegeRowSchema) },
      },
    },
    async (request) => {
      const [row] = await app.db
        .select()
        .from(rolePrivileges)
        .where(eq(rolePrivileges.id, request.params.id));
      if (row && (NAMESPACES as readonly string[]).includes(row.namespace)) {
        const { privileges } = await readMatrix(app.db);
        const role = row.role as (typeof ROLES)[number];
        const namespace = row.namespace as (typeof NAMESPACES)[number];
        assertSomeoneEditsPrivileges({
          ...privileges,
          [role]: { ...privileges[role], [namespace]: request.body.actions },
        });
      }
      const updated = await applyVersionedChange(app.db, request, {
        table: rolePrivileges,
        namespace: NAMESPACE,
        id: request.params.id,
        version: request.body.version,
        changes: { actions: [...new Set(request.body.actions)] },
        present,
      });
      app.privileges.forget();
      return ok(updated, { messageKey: 'common.saved', language: request.lang });
    },
  );
};
export default routes;
