import { randomUUID } from 'node:crypto';
import { defaultsOfRegion } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { locationItems, locations } from '../../db/schema/index.ts';
import { seedMarkets, type SeedMarket, type SeedPlace } from '../data/location-markets.ts';
import type { SeedStep } from '../index.ts';

/** Rows per INSERT, well under PostgreSQL's 65,535 parameters per statement. */
const CHUNK = 1000;
type PlaceInsert = typeof locationItems.$inferInsert;

/** Parents before their children, with ids chosen here so a child knows its parent's id. */
function flattenPlaces(
  locationId: string,
  places: readonly SeedPlace[],
  parentId: string | null,
  rows: PlaceInsert[],
) {
  places.forEach((place, position) => {
    const id = randomUUID();
    rows.push({
      id,
      locationId,
      parentId,
      name: place.name,
      slug: place.slug,
      translations: place.translations,
      isoCode: place.iso_code,
      position,
    });
    flattenPlaces(locationId, place.children, id, rows);
  });
}

/** Inserts the markets that do not exist yet, with all their places; markets already there are left alone. */
export async function seedLocations(db: Database, markets: readonly SeedMarket[] = seedMarkets) {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(locations)
      .values(
        markets.map((market) => {
          const defaults = defaultsOfRegion(market.region);
          return {
            name: market.name,
            slug: market.slug,
            translations: market.translations,
            region: market.region,
            currency: defaults.currency,
            distanceUnit: defaults.distance_unit,
            defaultLanguage: market.language_order[0]!,
            languageOrder: market.language_order,
            vehicleTypes: market.vehicle_types,
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: locations.id, slug: locations.slug });
    const rows: PlaceInsert[] = [];
    for (const { id, slug } of inserted) {
      const market = markets.find((candidate) => candidate.slug === slug);
      if (market) flattenPlaces(id, market.places, null, rows);
    }
    for (let start = 0; start < rows.length; start += CHUNK) {
      await tx.insert(locationItems).values(rows.slice(start, start + CHUNK));
    }
    return { markets: inserted.length, places: rows.length };
  });
}

export const locationsStep: SeedStep = {
  name: 'locations',
  async run({ db, log }) {
    const counts = await seedLocations(db);
    log(`locations: ${counts.markets} markets, ${counts.places} places`);
  },
};
