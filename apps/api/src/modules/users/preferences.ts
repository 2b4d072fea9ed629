import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  PREFERENCE_KEY_PATTERN,
  preferenceSchema,
  preferenceUpdateSchema,
  type Preference,
  type PreferenceValue,
} from '@coachyard/contract';
import { userPreferences } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { conflict } from '../../lib/errors.ts';
import { langQuery, TAG } from './schemas.ts';

/** Audited under their own namespace: a choice of columns is not a change to the user's record. */
export const PREFERENCES_NAMESPACE = 'preferences';

type PreferenceRow = typeof userPreferences.$inferSelect;

const present = (row: PreferenceRow): Preference => ({
  key: row.key,
  value: row.value as PreferenceValue,
  version: row.version,
});

const keyParams = z.object({ key: z.string().regex(PREFERENCE_KEY_PATTERN) });

/**
 * One's own preferences (issue 17), whatever one's privileges, like /users/me: read them all at once (a
 * handful of rows), and save one by key. The first save of a key sends version 0; later ones the version read
 * (409 with the stored choice when another browser saved meanwhile). Every save is audited.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me/preferences',
    {
      schema: {
        tags: [TAG],
        summary: 'The signed-in user’s preferences (the columns each list shows)',
        querystring: langQuery,
        response: { 200: envelope(z.array(preferenceSchema)), ...errorResponses(401) },
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(userPreferences)
        .where(eq(userPreferences.userId, request.user!.id))
        .orderBy(userPreferences.key);
      return ok(rows.map(present));
    },
  );

  app.put(
    '/users/me/preferences/:key',
    {
      schema: {
        tags: [TAG],
        summary: 'Save one preference of the signed-in user (version 0 for the first save of a key)',
        params: keyParams,
        querystring: langQuery,
        body: preferenceUpdateSchema,
        response: { 200: envelope(preferenceSchema), ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const { key } = request.params;
      const { value, version } = request.body;
      const saved = await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(userPreferences)
          .where(and(eq(userPreferences.userId, userId), eq(userPreferences.key, key)))
          .for('update');
        if ((before?.version ?? 0) !== version) throw conflict(before ? present(before) : null);
        const [after] = before
          ? await tx
              .update(userPreferences)
              .set({
                value,
                version: sql`${userPreferences.version} + 1`,
                updatedAt: new Date(),
                updatedBy: userId,
              })
              .where(eq(userPreferences.id, before.id))
              .returning()
          : await tx
              .insert(userPreferences)
              .values({ userId, key, value, createdBy: userId, updatedBy: userId })
              .onConflictDoNothing()
              .returning();
        // Two first saves at once: the second finds the row the first inserted, as a stale version would.
        if (!after) throw conflict(null);
        await recordAudit(tx, request, {
          action: before ? 'update' : 'create',
          namespace: PREFERENCES_NAMESPACE,
          entityId: after.id,
          before: before ? { key, value: before.value } : null,
          after: { key, value: after.value },
        });
        return after;
      });
      return ok(present(saved), { messageKey: 'common.saved', language: request.lang });
    },
  );
};
export default routes;
