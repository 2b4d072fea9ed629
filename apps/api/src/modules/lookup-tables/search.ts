import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lookupItems, lookupTables } from '../../db/schema/index.ts';
import type { SearchProvider } from '../../lib/search-registry.ts';
import { likePattern, textIn, textSearchCondition } from '../../lib/translated-entries.ts';

/**
 * The command palette finds lookup entries by name, key or any translation; the table's name is the second
 * line. Reading lookups is everyone's, so the management privilege decides who is offered their screens.
 */
export const lookupEntrySearch = (app: { db: Database }): SearchProvider => ({
  kind: 'lookup',
  privilege: ['lookup-tables', 'list'],
  async search(request, q, limit) {
    const rows = await app.db
      .select({
        id: lookupItems.id,
        name: lookupItems.name,
        translations: lookupItems.translations,
        collectionId: lookupItems.collectionId,
        parentId: lookupItems.parentId,
        tableName: lookupTables.name,
        tableTranslations: lookupTables.translations,
      })
      .from(lookupItems)
      .innerJoin(lookupTables, eq(lookupTables.id, lookupItems.collectionId))
      .where(
        and(
          isNull(lookupItems.deletedAt),
          isNull(lookupTables.deletedAt),
          textSearchCondition(lookupItems, q),
        ),
      )
      // The entry named exactly so first, then those whose name starts so: "Setra" before "Setra S 516 HD".
      .orderBy(
        desc(sql`lower(${lookupItems.name}) = lower(${q})`),
        desc(sql`${lookupItems.name} ilike ${`${likePattern(q).slice(1)}`}`),
        asc(lookupItems.name),
      )
      .limit(limit);
    return rows.map((row) => ({
      kind: 'lookup' as const,
      id: row.id,
      title: textIn(row.translations, row.name, request.lang),
      subtitle: textIn(row.tableTranslations, row.tableName, request.lang),
      // {id} of the item routes is the table, or the parent item whose children these are.
      path: `/lookup-tables/${row.parentId ?? row.collectionId}/items/${row.id}/edit`,
    }));
  },
});
