import { contentListQuerySchema, LANGUAGES, type Language } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import type { StoredContentTranslations } from '../../db/schema/index.ts';
import type { SearchProvider } from '../../lib/search-registry.ts';
import { listItems } from './queries.ts';

/** The title in the reader's language, else in the first language that has one. */
const titleOf = (translations: StoredContentTranslations, language: Language) =>
  [language, ...LANGUAGES].map((candidate) => translations[candidate]?.title?.trim()).find(Boolean) ?? '';

/** The command palette finds content by its title or excerpt in any language, for those who manage content. */
export const contentSearch = (app: { db: Database }): SearchProvider => ({
  kind: 'content',
  privilege: ['content', 'list'],
  async search(request, q, limit) {
    const query = contentListQuerySchema.parse({ q, per_page: limit });
    const { rows } = await listItems(app.db, { ...query, page: 1, per_page: limit }, request.lang);
    return rows.map((row) => ({
      kind: 'content' as const,
      id: row.id,
      title: titleOf(row.translations, request.lang),
      subtitle: row.type,
      path: `/content/${row.id}/edit`,
    }));
  },
});
