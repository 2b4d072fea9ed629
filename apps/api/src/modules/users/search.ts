import type { FastifyInstance } from 'fastify';
import { userDisplayName } from '@coachyard/contract';
import type { SearchProvider } from '../../lib/search-registry.ts';
import { listUsers } from './list.ts';

/** The command palette finds users by name, e-mail or phone, within the caller's scope (DESIGN §4). */
export const userSearch = (
  app: Pick<FastifyInstance, 'db' | 'storage' | 'config' | 'tokens'>,
): SearchProvider => ({
  kind: 'user',
  privilege: ['users', 'list'],
  async search(request, q, limit) {
    const page = await listUsers(app, request, { q, page: 1, per_page: limit });
    return page.items.map((user) => ({
      kind: 'user' as const,
      id: user.id,
      title: userDisplayName(user),
      subtitle: user.email_address,
      path: `/users/${user.id}/edit`,
    }));
  },
});
