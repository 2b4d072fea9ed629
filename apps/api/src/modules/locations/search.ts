import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { locationItems, locations } from '../../db/schema/index.ts';
import type { SearchProvider } from '../../lib/search-registry.ts';
import { likePattern, textIn, textSearchCondition } from '../../lib/translated-entries.ts';
import { NAMESPACE } from './writes.ts';

/** The command palette finds markets and their places by name, key or translation; the market is the second line. */
export const locationSearch = (app: { db: Database }): SearchProvider => ({
  kind: 'location',
  privilege: [NAMESPACE, 'list'],
  async search(request, q, limit) {
    const exactFirst = (column: PgColumn) => [
      desc(sql`lower(${column}) = lower(${q})`),
      desc(sql`${column} ilike ${likePattern(q).slice(1)}`),
      asc(column),
    ];
    const [markets, places] = await Promise.all([
      app.db
        .select()
        .from(locations)
        .where(and(isNull(locations.deletedAt), textSearchCondition(locations, q)))
        .orderBy(...exactFirst(locations.name))
        .limit(limit),
      app.db
        .select({
          id: locationItems.id,
          name: locationItems.name,
          translations: locationItems.translations,
          locationId: locationItems.locationId,
          marketName: locations.name,
          marketTranslations: locations.translations,
        })
        .from(locationItems)
        .innerJoin(locations, eq(locations.id, locationItems.locationId))
        .where(
          and(
            isNull(locationItems.deletedAt),
            isNull(locations.deletedAt),
            textSearchCondition(locationItems, q),
          ),
        )
        .orderBy(...exactFirst(locationItems.name))
        .limit(limit),
    ]);
    return [
      ...markets.map((market) => ({
        kind: 'location' as const,
        id: market.id,
        title: textIn(market.translations, market.name, request.lang),
        subtitle: market.slug,
        path: `/locations/${market.id}/edit`,
      })),
      ...places.map((place) => ({
        kind: 'location' as const,
        id: place.id,
        title: textIn(place.translations, place.name, request.lang),
        subtitle: textIn(place.marketTranslations, place.marketName, request.lang),
        // {id} of the place routes is always the market; the place knows its own parent.
        path: `/locations/${place.locationId}/items/${place.id}/edit`,
      })),
    ].slice(0, limit);
  },
});
