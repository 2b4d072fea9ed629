import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  CONTENT_PRESENCE,
  contentPresenceLeaveSchema,
  contentPresenceSchema,
  contentPresenceWriteSchema,
} from '@coachyard/contract';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { itemParams, langQuery, NAMESPACE, TAG } from './access.ts';
import { postgresPresence, redisPresence, type PresenceScreen } from './presence.ts';
import { findItemRow, peopleByIds } from './queries.ts';

/** Two editors of one item are told of each other: an open editor reports itself and hears who else is there. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const store = app.redis
    ? redisPresence(app.redis, CONTENT_PRESENCE.ttlSeconds)
    : postgresPresence(app.db, CONTENT_PRESENCE.ttlSeconds);

  /** The other people among the open screens, each once, by name. */
  const othersThan = async (request: FastifyRequest, screens: PresenceScreen[]) => {
    const ids = [...new Set(screens.map((screen) => screen.userId))].filter((id) => id !== request.user!.id);
    const names = await peopleByIds(app.db, ids);
    return {
      editors: ids.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : [])),
    };
  };
  const presenceOf = (request: FastifyRequest, itemId: string, screenId: string) => ({
    record: { namespace: NAMESPACE, recordId: itemId },
    screen: { userId: request.user!.id, screenId },
  });

  app.put(
    '/content/:id/presence',
    {
      config: { privilege: [NAMESPACE, 'update'], keepsCaches: true },
      schema: {
        tags: [TAG],
        summary: `An open editor says it is there (every ${CONTENT_PRESENCE.heartbeatSeconds} s) and hears who else is`,
        params: itemParams,
        querystring: langQuery,
        body: contentPresenceWriteSchema,
        response: { 200: envelope(contentPresenceSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      // Only an item the caller may open has editors to hear about (404 otherwise, like its read).
      await findItemRow(app.db, request.params.id);
      const { record, screen } = presenceOf(request, request.params.id, request.body.screen_id);
      return ok(await othersThan(request, await store.beat(record, screen)));
    },
  );

  app.delete(
    '/content/:id/presence',
    {
      config: { privilege: [NAMESPACE, 'update'], keepsCaches: true },
      schema: {
        tags: [TAG],
        summary:
          'An editor closed or was hidden (sent with keepalive as the page goes): it is off the record at once, ' +
          'and the others stop seeing it at their next report',
        params: itemParams,
        querystring: contentPresenceLeaveSchema,
        response: { 200: envelope(contentPresenceSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      // The caller's own screen comes off first, whatever became of the item meanwhile (deleted: 404 after).
      const { record, screen } = presenceOf(request, request.params.id, request.query.screen_id);
      const open = await store.leave(record, screen);
      await findItemRow(app.db, request.params.id);
      return ok(await othersThan(request, open));
    },
  );
};
export default routes;
