/** Every content query lives under one root: a save refreshes the list, the item and its history. */
const ROOT = ['content'] as const;

export const contentKeys = {
  root: ROOT,
  versions: (id: string) => [...ROOT, 'versions', id] as const,
  diff: (id: string, from: number, to: number) => [...ROOT, 'diff', id, from, to] as const,
  /** Apart from the root: a save refreshing every content query must not send a heartbeat too. */
  presence: (id: string, screenId: string) => ['content-presence', id, screenId] as const,
};

export const contentPaths = {
  bulkStatus: 'content/bulk-status',
  versions: (id: string) => `content/${id}/versions`,
  diff: (id: string) => `content/${id}/versions/diff`,
  restoreVersion: (id: string, version: number) => `content/${id}/versions/${version}/restore`,
  previewLinks: (id: string) => `content/${id}/preview-links`,
  presence: (id: string) => `content/${id}/presence`,
};
