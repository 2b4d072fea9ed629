/** Every content query lives under one root: a save refreshes the list and the item. */
const ROOT = ['content'] as const;

export const contentKeys = {
  root: ROOT,
  /** Apart from the root: a save refreshing every content query must not send a heartbeat too. */
  presence: (id: string, screenId: string) => ['content-presence', id, screenId] as const,
};

export const contentPaths = {
  bulkStatus: 'content/bulk-status',
  previewLinks: (id: string) => `content/${id}/preview-links`,
  presence: (id: string) => `content/${id}/presence`,
};
