import type { QueryClient } from '@tanstack/react-query';

/** Every advertisement query lives under one root, so a write refreshes the list and the open ad at once. */
const ROOT = ['advertisements'] as const;

export const adKeys = { root: ROOT };

/** Reference data the form and the filters read; it changes rarely, so it is cached apart from the ads. */
export const referenceKeys = {
  /** A table by slug, or an item's children by the item's id. */
  lookupItems: (container: string) => ['ad-reference', 'lookup-items', container] as const,
  brandModels: (brandId: string) => ['ad-reference', 'brand-models', brandId] as const,
  dealers: ['ad-reference', 'dealers'] as const,
};

/** A write changes the row, its place in sorted lists and the totals: ask for all of it again. */
export const invalidateAds = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: adKeys.root });

const segment = (value: string) => encodeURIComponent(value);
export const adPaths = {
  list: '/advertisements',
  exportCsv: '/advertisements/export.csv',
  bulkStatus: '/advertisements/bulk-status',
  status: (id: string) => `/advertisements/${segment(id)}/status`,
  signals: (id: string) => `/advertisements/${segment(id)}/signals`,
  performance: (id: string) => `/advertisements/${segment(id)}/performance`,
  stockPerformance: '/advertisements/performance',
  signalsPreview: '/advertisements/signals/preview',
  media: (id: string) => `/advertisements/${segment(id)}/media`,
  mediaOrder: (id: string) => `/advertisements/${segment(id)}/media/order`,
  mediaCover: (id: string, mediaId: string) =>
    `/advertisements/${segment(id)}/media/${segment(mediaId)}/cover`,
  mediaOne: (id: string, mediaId: string) => `/advertisements/${segment(id)}/media/${segment(mediaId)}`,
};
