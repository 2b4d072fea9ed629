import type { FastifyInstance } from 'fastify';
import type { SearchProvider } from '../../lib/search-registry.ts';
import { feedConditions, NAMESPACE, selectFeeds } from './queries.ts';
import { actorOf } from './writes.ts';

/** The command palette finds feeds by name, within the caller's scope; the dealer is the second line. */
export const feedSearch = (app: Pick<FastifyInstance, 'db'>): SearchProvider => ({
  kind: 'feed',
  privilege: [NAMESPACE, 'list'],
  async search(request, q, limit) {
    const where = feedConditions(app.db, actorOf(request), { q });
    const rows = await selectFeeds(app.db, where, 'name', { limit });
    return rows.map((feed) => ({
      kind: 'feed' as const,
      id: feed.id,
      title: feed.name,
      subtitle: feed.ownerName ?? '',
      path: `/feeds/${feed.id}/edit`,
    }));
  },
});
