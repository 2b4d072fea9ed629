import { randomUUID } from 'node:crypto';
import { defaultsOfRegion } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { locationItems, locations } from '../../db/schema/index.ts';
import { seedMarkets, type SeedMarket, type SeedPlace } from '../data/location-markets.ts';
import { lookupEntriesOf } from '../../modules/lookup-tables/index.ts';
import type { SeedStep } from '../index.ts';

/** Rows per INSERT, well under PostgreSQL's 65,535 parameters per statement. */
const CHUNK = 1000;
type PlaceInsert = typeof locationItems.$inferInsert;

/**
 * The `countries` lookup table's ids by `country` and `country/child` slug: a place is linked to its twin
 * there (a country; a city, state or province under it), which ads and users store.
 */
async function lookupPlaceIds(db: Database) {
  const entries = await lookupEntriesOf(db, ['countries']);
  const countrySlugOf = new Map(
    entries.filter((entry) => !entry.parentId).map((entry) => [entry.id, entry.slug]),
  );
  return new Map(
    entries.map((entry) => {
      const country = entry.parentId ? countrySlugOf.get(entry.parentId) : null;
      return [country ? `${country}/${entry.slug}` : entry.slug, entry.id] as const;
    }),
  );
}

interface Flattening {
  locationId: string;
  rows: PlaceInsert[];
  placeIds: Map<string, string>;
}

/** Parents before their children, with ids chosen here so a child knows its parent's id. */
function flattenPlaces(
  into: Flattening,
  places: readonly SeedPlace[],
  parentId: string | null,
  country: string | null,
) {
  places.forEach((place, position) => {
    const id = randomUUID();
    const key = country ? `${country}/${place.slug}` : place.slug;
    into.rows.push({
      id,
      locationId: into.locationId,
      parentId,
      name: place.name,
      slug: place.slug,
      translations: place.translations,
      isoCode: place.iso_code,
      placeId: into.placeIds.get(key) ?? null,
      position,
    });
    flattenPlaces(into, place.children, id, country ?? place.slug);
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
    const placeIds = await lookupPlaceIds(db);
    for (const { id, slug } of inserted) {
      const market = markets.find((candidate) => candidate.slug === slug);
      if (market) flattenPlaces({ locationId: id, rows, placeIds }, market.places, null, null);
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
