import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  defaultsOfRegion,
  translateMessage,
  type Currency,
  type DistanceUnit,
  type Language,
  type locationCreateSchema,
  type locationItemCreateSchema,
  type LookupFlag,
  type Region,
  type Translations,
} from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import {
  advertisements,
  lookupItems,
  lookupTables,
  locationItems,
  locations,
  type LocationItemRow,
  type LocationRow,
} from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, invalidFields, notFound } from '../../lib/errors.ts';
import { insertAudited } from '../../lib/versioned.ts';
import {
  assertEntryRules,
  cleanTranslations,
  entryChanges,
  slugFor,
  withSlugCheck,
} from '../../lib/translated-entries.ts';
import { levelCondition, type Level } from './queries.ts';

export const NAMESPACE = 'locations';

/** The vehicle types a market allows are items of the `vehicle-type` lookup table, named by key. */
export async function assertVehicleTypes(db: Database, slugs: readonly string[] | undefined) {
  if (!slugs?.length) return;
  const known = await db
    .select({ slug: lookupItems.slug })
    .from(lookupItems)
    .innerJoin(lookupTables, eq(lookupTables.id, lookupItems.collectionId))
    .where(
      and(
        eq(lookupTables.slug, 'vehicle-type'),
        isNull(lookupItems.deletedAt),
        inArray(
          sql`lower(${lookupItems.slug})`,
          slugs.map((slug) => slug.toLowerCase()),
        ),
      ),
    );
  const found = new Set(known.map((row) => row.slug.toLowerCase()));
  const fields: Record<string, string[]> = {};
  slugs.forEach((slug, index) => {
    if (!found.has(slug.toLowerCase())) fields[`vehicle_types.${index}`] = ['location.vehicle_type_unknown'];
  });
  if (Object.keys(fields).length > 0) throw invalidFields(fields);
}

interface MarketInput {
  translations?: Translations;
  region?: Region;
  currency?: Currency;
  distance_unit?: DistanceUnit;
  default_language?: Language;
  language_order?: Language[];
  vehicle_types?: string[];
  is_active?: LookupFlag;
  is_exposable?: LookupFlag;
}

/** The default language must stay among the languages, whichever of the two a change names. */
function assertLanguages(defaultLanguage: Language, order: readonly Language[]) {
  if (!order.includes(defaultLanguage))
    throw invalidFields({ default_language: ['location.default_language_unlisted'] });
}

export async function createLocation(
  db: Database,
  request: FastifyRequest,
  input: z.output<typeof locationCreateSchema>,
) {
  const slug = slugFor(input);
  assertEntryRules({ ...input, slug }, { richText: false });
  await assertVehicleTypes(db, input.vehicle_types);
  // A new market starts from its region's currency, unit and language order (SPEC §9).
  const defaults = defaultsOfRegion(input.region);
  const languageOrder = input.language_order ?? defaults.language_order;
  const defaultLanguage = input.default_language ?? languageOrder[0]!;
  assertLanguages(defaultLanguage, languageOrder);
  const row = await withSlugCheck(() =>
    insertAudited(db, request, {
      table: locations,
      namespace: NAMESPACE,
      values: {
        name: input.name,
        slug,
        translations: cleanTranslations(input.translations),
        region: input.region,
        currency: input.currency ?? defaults.currency,
        distanceUnit: input.distance_unit ?? defaults.distance_unit,
        defaultLanguage,
        languageOrder,
        vehicleTypes: input.vehicle_types ?? [],
        isActive: input.is_active !== 0,
        isExposable: input.is_exposable !== 0,
      },
    }),
  );
  return { ...row, itemCount: 0, topItemCount: 0 };
}

/** Column changes of a market's update, checked against what it is now. */
export async function marketChanges(db: Database, input: MarketInput, current: LocationRow) {
  await assertVehicleTypes(db, input.vehicle_types);
  assertLanguages(
    input.default_language ?? current.defaultLanguage,
    input.language_order ?? current.languageOrder,
  );
  return {
    ...entryChanges(input),
    ...(input.region ? { region: input.region } : {}),
    ...(input.currency ? { currency: input.currency } : {}),
    ...(input.distance_unit ? { distanceUnit: input.distance_unit } : {}),
    ...(input.default_language ? { defaultLanguage: input.default_language } : {}),
    ...(input.language_order ? { languageOrder: input.language_order } : {}),
    ...(input.vehicle_types ? { vehicleTypes: input.vehicle_types } : {}),
  };
}

/**
 * Advertisements name their market by region: the last live market of a region they use cannot go,
 * or their region would point at nothing. The answer says how many use it.
 */
export async function assertLocationDeletable(db: Database, location: LocationRow, language: Language) {
  const [other] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(eq(locations.region, location.region), ne(locations.id, location.id), isNull(locations.deletedAt)),
    )
    .limit(1);
  if (other) return;
  const [used] = await db
    .select({ total: count() })
    .from(advertisements)
    .where(and(eq(advertisements.region, location.region), isNull(advertisements.deletedAt)));
  const total = used?.total ?? 0;
  if (total === 0) return;
  const message = translateMessage('location.in_use', language).replace('{count}', String(total));
  throw new AppError('CONFLICT', message, { current: { advertisements: total, users: 0 } });
}

export interface PlaceInput {
  translations?: Translations;
  iso_code?: string | null;
  lat?: string | null;
  lng?: string | null;
  place_id?: string | null;
  is_active?: LookupFlag;
}

/**
 * A place names its twin in the `countries` lookup table (a country, or a city under one): the lookup
 * tables stay the one list of places that advertisements and users point at; places only refer to it.
 */
export async function assertPlaceLink(db: Database, placeId: string | null | undefined) {
  if (!placeId) return;
  const [row] = await db
    .select({ id: lookupItems.id })
    .from(lookupItems)
    .innerJoin(lookupTables, eq(lookupTables.id, lookupItems.collectionId))
    .where(
      and(eq(lookupItems.id, placeId), eq(lookupTables.slug, 'countries'), isNull(lookupItems.deletedAt)),
    );
  if (!row) throw invalidFields({ place_id: ['location.place_invalid'] });
}

export const placeChanges = (input: PlaceInput) => ({
  ...entryChanges(input),
  ...(input.iso_code !== undefined ? { isoCode: input.iso_code } : {}),
  ...(input.lat !== undefined ? { lat: input.lat || null, lng: input.lng || null } : {}),
  ...(input.place_id !== undefined ? { placeId: input.place_id } : {}),
});

export async function createLocationItem(
  db: Database,
  request: FastifyRequest,
  level: Level,
  input: z.output<typeof locationItemCreateSchema>,
) {
  const slug = slugFor(input);
  assertEntryRules({ ...input, slug }, { richText: false });
  await assertPlaceLink(db, input.place_id);
  const row = await withSlugCheck(() =>
    insertAudited(db, request, {
      table: locationItems,
      namespace: NAMESPACE,
      values: {
        locationId: level.location.id,
        parentId: level.parent?.id ?? null,
        name: input.name,
        slug,
        translations: cleanTranslations(input.translations),
        isoCode: input.iso_code ?? null,
        lat: input.lat || null,
        lng: input.lng || null,
        placeId: input.place_id ?? null,
        isActive: input.is_active !== 0,
        // After the last item of its level.
        position: sql<number>`(select coalesce(max(${locationItems.position}) + 1, 0) from ${locationItems}
          where ${levelCondition(level)} and ${isNull(locationItems.deletedAt)})`,
      },
    }),
  );
  return { ...row, childCount: 0 };
}

/**
 * Puts an item at `position` among its live siblings and numbers the level 0…n-1 again, in one
 * transaction with the level locked; the moved item's version is checked and raised (siblings keep
 * theirs: their own fields did not change).
 */
export async function moveLocationItem(
  db: Database,
  request: FastifyRequest,
  level: Level,
  move: { itemId: string; position: number; version: number },
): Promise<{ stale: LocationItemRow } | { moved: LocationItemRow }> {
  return db.transaction(async (tx) => {
    const siblings = await tx
      .select()
      .from(locationItems)
      .where(and(levelCondition(level), isNull(locationItems.deletedAt)))
      .orderBy(asc(locationItems.position), asc(locationItems.name), asc(locationItems.id))
      .for('update');
    const moved = siblings.find((row) => row.id === move.itemId);
    if (!moved) throw notFound();
    if (moved.version !== move.version) return { stale: moved as LocationItemRow };
    const order = siblings.filter((row) => row.id !== moved.id);
    order.splice(Math.min(move.position, order.length), 0, moved);
    for (const [position, row] of order.entries()) {
      if (row.position === position && row.id !== moved.id) continue;
      await tx
        .update(locationItems)
        .set(
          row.id === moved.id
            ? {
                position,
                version: sql`${locationItems.version} + 1`,
                updatedAt: new Date(),
                updatedBy: request.user?.id ?? null,
              }
            : { position },
        )
        .where(eq(locationItems.id, row.id));
    }
    const [after] = await tx.select().from(locationItems).where(eq(locationItems.id, moved.id));
    await recordAudit(tx, request, {
      action: 'update',
      namespace: NAMESPACE,
      entityId: moved.id,
      before: moved,
      after: after!,
    });
    return { moved: after! as LocationItemRow };
  });
}
