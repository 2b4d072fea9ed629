import type { QueryClient } from '@tanstack/react-query';
import type { Query } from '@/lib/api-client';

/**
 * Every user query lives under one root (with the session's own `['users', 'me']`), so a write
 * refreshes lists, forms and the header's profile at once.
 */
const ROOT = ['users'] as const;

export const userKeys = {
  root: ROOT,
  list: (query: Query) => [...ROOT, 'list', query] as const,
  one: (id: string) => [...ROOT, 'one', id] as const,
  /** One's own account as the form reads it (the session's `['users', 'me']` is the shorter profile). */
  account: [...ROOT, 'me', 'account'] as const,
};

export const invalidateUsers = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: userKeys.root });

const path = (id: string) => `/users/${encodeURIComponent(id)}`;
export const userPaths = { list: '/users', one: path, me: '/users/me' };
