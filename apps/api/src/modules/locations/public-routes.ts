import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { publicLocationSchema, type Language, type PublicLocationItem } from '@coachyard/contract';
import { locationItems, locations, type LocationItemRow } from '../../db/schema/index.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { byName } from '../../lib/translated-entries.ts';
import { textOf } from './present.ts';
import { TAG } from './params.ts';

/** Items as a tree: a child whose parent is hidden (inactive or deleted) is hidden with it. */
function nest(rows: readonly LocationItemRow[], language: Language) {
  const childrenOf = new Map<string | null, LocationItemRow[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parentId) ?? [];
    siblings.push(row);
    childrenOf.set(row.parentId, siblings);
  }
  const build = (parentId: string | null): PublicLocationItem[] =>
    (childrenOf.get(parentId) ?? []).map((row) => ({
      slug: row.slug,
      text: textOf(row, language),
      place_id: row.placeId,
      iso_code: row.isoCode,
      lat: row.lat,
      lng: row.lng,
      children: build(row.id),
    }));
  return build;
}

/**
 * The marketplace site's read of the markets (DESIGN §3 public API): no token, active and exposable
 * markets only, each with its active places nested, in one language. Cached 5 minutes.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/locations',
    {
      config: { public: true },
      schema: {
        tags: [TAG, 'public'],
        summary: 'Active, exposable markets with their active places nested, translated (public site)',
        security: [],
        querystring: z.object({ lang: z.string().optional() }),
        response: { 200: envelope(z.array(publicLocationSchema)) },
      },
    },
    async (request, reply) => {
      const language = request.lang;
      const markets = await app.db
        .select()
        .from(locations)
        .where(
          and(isNull(locations.deletedAt), eq(locations.isActive, true), eq(locations.isExposable, true)),
        )
        .orderBy(asc(byName(locations.name)), asc(locations.id));
      const places = markets.length
        ? await app.db
            .select()
            .from(locationItems)
            .where(
              and(
                inArray(
                  locationItems.locationId,
                  markets.map((market) => market.id),
                ),
                isNull(locationItems.deletedAt),
                eq(locationItems.isActive, true),
              ),
            )
            .orderBy(asc(locationItems.position), asc(byName(locationItems.name)), asc(locationItems.id))
        : [];
      reply.header('cache-control', 'public, max-age=300');
      reply.header('vary', 'Origin');
      return ok(
        markets.map((market) => ({
          slug: market.slug,
          text: textOf(market, language),
          region: market.region,
          currency: market.currency,
          distance_unit: market.distanceUnit,
          default_language: market.defaultLanguage,
          language_order: market.languageOrder,
          vehicle_types: market.vehicleTypes,
          items: nest(
            places.filter((place) => place.locationId === market.id),
            language,
          )(null),
        })),
      );
    },
  );
};
export default routes;
