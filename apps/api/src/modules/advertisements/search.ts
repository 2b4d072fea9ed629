import { advertisementListQuerySchema } from '@coachyard/contract';
import type { SearchProvider } from '../../lib/search-registry.ts';
import { callerOf, NAMESPACE, presentContext, type App } from './context.ts';
import { presentListItem } from './present.ts';
import { listPage, parseSort } from './queries.ts';

/** The command palette finds ads by title, brand, model or short id, within the caller's scope. */
export const advertisementSearch = (app: App): SearchProvider => ({
  kind: 'advertisement',
  privilege: [NAMESPACE, 'list'],
  async search(request, q, limit) {
    const filters = advertisementListQuerySchema.parse({ q, per_page: limit });
    const result = await listPage(app.db, {
      audience: await callerOf(app, request),
      filters,
      sort: parseSort(undefined),
      page: 1,
      perPage: limit,
      totals: false,
    });
    const context = await presentContext(app, request.lang, result.rows);
    return result.rows.map((row) => {
      const ad = presentListItem(row, context);
      return {
        kind: 'advertisement' as const,
        id: ad.id,
        title: ad.title_text || [ad.year, ad.brand, ad.model].filter(Boolean).join(' '),
        subtitle: `${ad.short_id.toUpperCase()} · ${ad.price_formatted}`,
        path: `/advertisements/${ad.id}/edit`,
      };
    });
  },
});
