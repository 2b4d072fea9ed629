import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ACTIONS, NAMESPACES, ROLES, versionSchema } from '@coachyard/contract';
import { rolePrivileges } from '../../db/schema/index.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { applyVersionedChange } from '../../lib/versioned.ts';

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

/** The privilege rows of DESIGN §4, which an ADMIN may edit (they belong to the settings pages). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/privileges',
    {
      config: { privilege: ['settings', 'read'] },
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
      config: { privilege: ['settings', 'update'] },
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
        .where(and(eq(rolePrivileges.id, request.params.id)));
      // An ADMIN removing its own right to manage privileges would lock everyone out.
      if (row?.role === 'ADMIN' && row.namespace === 'settings' && !request.body.actions.includes('update')) {
        throw new AppError('VALIDATION', 'errors.validation', { fields: { actions: ['common.invalid'] } });
      }
      const updated = await applyVersionedChange(app.db, request, {
        table: rolePrivileges,
        namespace: 'settings',
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
