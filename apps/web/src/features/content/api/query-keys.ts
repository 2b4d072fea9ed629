import type { Query } from '@/lib/api-client';

/** Every content query lives under one root: a save refreshes the list and the item. */
const ROOT = ['content'] as const;

export const contentKeys = {
  root: ROOT,
  list: (query: Query) => [...ROOT, 'list', query] as const,
  item: (id: string) => [...ROOT, 'item', id] as const,
  /** Apart from the root: a save refreshing every content query must not send a heartbeat too. */
  presence: (id: string, screenId: string) => ['content-presence', id, screenId] as const,
};

export const contentPaths = {
  list: 'content',
  item: (id: string) => `content/${id}`,
  bulkStatus: 'content/bulk-status',
  restore: (id: string) => `content/${id}/restore`,
  previewLinks: (id: string) => `content/${id}/preview-links`,
  presence: (id: string) => `content/${id}/presence`,
};
