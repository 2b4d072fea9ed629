import type { Query } from '@/lib/api-client';

/** Every content query lives under one root: a save refreshes the list, the item and its history. */
const ROOT = ['content'] as const;

export const contentKeys = {
  root: ROOT,
  list: (query: Query) => [...ROOT, 'list', query] as const,
  item: (id: string) => [...ROOT, 'item', id] as const,
  versions: (id: string) => [...ROOT, 'versions', id] as const,
  diff: (id: string, from: number, to: number) => [...ROOT, 'diff', id, from, to] as const,
  /** Apart from the root: a save refreshing every content query must not send a heartbeat too. */
  presence: (id: string, screenId: string) => ['content-presence', id, screenId] as const,
};

export const contentPaths = {
  list: 'content',
  item: (id: string) => `content/${id}`,
  bulkStatus: 'content/bulk-status',
  restore: (id: string) => `content/${id}/restore`,
  versions: (id: string) => `content/${id}/versions`,
  diff: (id: string) => `content/${id}/versions/diff`,
  restoreVersion: (id: string, version: number) => `content/${id}/versions/${version}/restore`,
  previewLinks: (id: string) => `content/${id}/preview-links`,
  presence: (id: string) => `content/${id}/presence`,
};
