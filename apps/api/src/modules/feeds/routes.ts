import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedListQuerySchema, feedResourceSchemas } from '@coachyard/contract';
import { feeds } from '../../db/schema/index.ts';
import { sendCsv } from '../../lib/csv.ts';
import {
  idParams,
  numberedPage,
  registerResourceRoutes,
  versionedLifecycle,
  type ResourceRequest,
} from '../../lib/resource/index.ts';
import { applyVersionedChange } from '../../lib/versioned.ts';
import {
  FEED_CSV_HEADER,
  feedCsvRow,
  presentFeed,
  presentFeedListItem,
  type FeedWithOwner,
} from './present.ts';
import { countFeeds, feedConditions, feedScope, findFeed, NAMESPACE, selectFeeds, TAG } from './queries.ts';
import { dealersByIds } from '../advertisements/index.ts';
import { actorOf, createFeed, feedChanges } from './writes.ts';

/** A write's answer: the row as written, with the dealer's name read before it (a write keeps or checks it). */
const presentAfter = (ownerName: string | null) => (row: FeedWithOwner) => presentFeed({ ...row, ownerName });

/** /api/feeds: a dealer's stock feeds, registered on the resource platform. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const lifecycle = versionedLifecycle(app, {
    namespace: NAMESPACE,
    locate: async (request: ResourceRequest<typeof idParams>, state) => {
      const actor = actorOf(request);
      const before = await findFeed(app.db, actor, request.params.id, state);
      return {
        table: feeds,
        id: before.id,
        scope: feedScope(app.db, actor),
        present: presentAfter(before.ownerName),
      };
    },
  });

  registerResourceRoutes(app, {
    namespace: NAMESPACE,
    tag: TAG,
    path: '/feeds',
    itemPath: '/feeds/:id',
    itemParams: idParams,
    schemas: feedResourceSchemas,
    readPrivilege: true,
    list: {
      summary: "List feeds (a dealer its own, a representative its dealers', staff every dealer's)",
      deleted: 'admin',
      handler: async (request) => {
        const { page, per_page, records, sort, ...filters } = request.query;
        const where = feedConditions(app.db, actorOf(request), filters);
        return numberedPage(
          { page, per_page, records },
          {
            select: (window) => selectFeeds(app.db, where, sort, window),
            count: () => countFeeds(app.db, where),
            present: presentFeedListItem,
          },
        );
      },
    },
    csv: {
      summary: 'The filtered feeds as a CSV file',
      handler: async (request, reply) => {
        const { sort, ...filters } = feedListQuerySchema.parse(request.query);
        const rows = await selectFeeds(app.db, feedConditions(app.db, actorOf(request), filters), sort, {});
        return sendCsv(reply, 'feeds', [FEED_CSV_HEADER, ...rows.map((row) => feedCsvRow(presentFeed(row)))]);
      },
    },
    read: {
      summary: 'One feed with its mapping',
      handler: async (request) => presentFeed(await findFeed(app.db, actorOf(request), request.params.id)),
    },
    create: {
      summary: 'Create a feed (staff name the dealer in owner_id); an uploaded file is accepted for it',
      handler: async (request) => presentFeed(await createFeed(app, request, request.body)),
    },
    update: {
      summaries: {
        put: 'Replace the editable fields of a feed; optional ones left out take their defaults',
        patch: 'Change some fields of a feed (its mapping screen saves the mapping alone)',
      },
      handler: async (request, mode) => {
        const actor = actorOf(request);
        const before = await findFeed(app.db, actor, request.params.id);
        const { version, ...body } = request.body;
        const changes = await feedChanges(app, request, before, body, mode);
        const ownerName =
          changes.ownerId === before.ownerId
            ? before.ownerName
            : ((await findFeedOwnerName(changes.ownerId ?? before.ownerId)) ?? null);
        return applyVersionedChange(app.db, request, {
          table: feeds,
          namespace: NAMESPACE,
          id: before.id,
          version,
          scope: feedScope(app.db, actor),
          changes,
          present: presentAfter(ownerName),
        });
      },
    },
    remove: {
      summary: 'Soft-delete a feed (an ADMIN can restore it); its ads stay',
      handler: lifecycle.remove,
    },
    restore: { summary: 'Restore a deleted feed (ADMIN)', handler: lifecycle.restore },
  });

  const findFeedOwnerName = async (ownerId: string) =>
    (await dealersByIds(app.db, [ownerId]))[0]?.name ?? null;
};
export default routes;
