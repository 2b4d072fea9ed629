import { and, asc, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  LOCATION_ITEM_SORT_FIELDS,
  LOCATION_SORT_FIELDS,
  type Language,
  type LocationTrailEntry,
  type LookupFlag,
  type Region,
} from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { locationItems, locations, type LocationItemRow, type LocationRow } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { byName, isUuid, parseSort, textSearchCondition } from '../../lib/translated-entries.ts';
import { textOf, type LocationItemWithCounts, type LocationWithCounts } from './present.ts';

type State = 'live' | 'deleted';
const stateOf = (column: typeof locations.deletedAt | typeof locationItems.deletedAt, state: State) =>
  state === 'deleted' ? isNotNull(column) : isNull(column);

// ── Markets ──────────────────────────────────────────────────────────────────────────────────

export interface LocationFilters {
  q?: string;
  is_active?: LookupFlag;
  is_exposable?: LookupFlag;
  region?: Region;
  deleted?: LookupFlag;
}

export function locationConditions(filters: LocationFilters): SQL | undefined {
  return and(
    stateOf(locations.deletedAt, filters.deleted === 1 ? 'deleted' : 'live'),
    filters.is_active !== undefined ? eq(locations.isActive, filters.is_active === 1) : undefined,
    filters.is_exposable !== undefined ? eq(locations.isExposable, filters.is_exposable === 1) : undefined,
    filters.region ? eq(locations.region, filters.region) : undefined,
    textSearchCondition(locations, filters.q),
  );
}

/** Live items of each market: all of them, and those at the top level. */
const itemCounts = (db: Database) =>
  db
    .select({
      locationId: locationItems.locationId,
      itemCount: sql<number>`count(*)`.as('item_count'),
      topItemCount: sql<number>`count(*) filter (where ${locationItems.parentId} is null)`.as(
        'top_item_count',
      ),
    })
    .from(locationItems)
    .where(isNull(locationItems.deletedAt))
    .groupBy(locationItems.locationId)
    .as('item_counts');

export async function selectLocations(
  db: Database,
  options: { where?: SQL; sort?: string; limit?: number; offset?: number },
): Promise<LocationWithCounts[]> {
  const counts = itemCounts(db);
  const { field, order } = parseSort(options.sort, LOCATION_SORT_FIELDS, 'name');
  const sortColumn = {
    name: byName(locations.name),
    slug: sql`lower(${locations.slug})`,
    region: sql`${locations.region}`,
    item_count: sql`coalesce(${counts.itemCount}, 0)`,
    created_at: sql`${locations.createdAt}`,
    updated_at: sql`${locations.updatedAt}`,
  }[field];
  let query = db
    .select({ row: locations, itemCount: counts.itemCount, topItemCount: counts.topItemCount })
    .from(locations)
    .leftJoin(counts, eq(counts.locationId, locations.id))
    .where(options.where)
    .orderBy(order(sortColumn), asc(locations.id))
    .$dynamic();
  if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
  const rows = await query;
  return rows.map(({ row, itemCount, topItemCount }) => ({
    ...row,
    itemCount: Number(itemCount ?? 0),
    topItemCount: Number(topItemCount ?? 0),
  }));
}

export async function countOf(db: Database, table: typeof locations | typeof locationItems, where?: SQL) {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

export async function findLocation(db: Database, id: string, state: State = 'live') {
  if (!isUuid(id)) throw notFound();
  const [row] = await selectLocations(db, {
    where: and(eq(locations.id, id), stateOf(locations.deletedAt, state)),
  });
  if (!row) throw notFound();
  return row;
}

// ── Places ───────────────────────────────────────────────────────────────────────────────────

/** One level of a market: its top level, or one item's children; with the way down to it. */
export interface Level {
  location: LocationRow;
  parent: LocationItemRow | null;
  /** The parent's ancestors and the parent itself, from the top level down. */
  ancestors: LocationItemRow[];
}

/** Deeper nesting than this is not something staff make; it also stops a cycle. */
const MAX_DEPTH = 16;

/** The market `{id}` and, with `parentId`, that live item of it; anything deleted on the way is a 404. */
export async function resolveLevel(
  db: Database,
  locationId: string,
  parentId?: string | null,
): Promise<Level> {
  const location = await findLocation(db, locationId);
  const ancestors: LocationItemRow[] = [];
  let nextId = parentId ?? null;
  while (nextId) {
    if (ancestors.length >= MAX_DEPTH) throw notFound();
    const [row] = await db
      .select()
      .from(locationItems)
      .where(
        and(
          eq(locationItems.id, nextId),
          eq(locationItems.locationId, location.id),
          isNull(locationItems.deletedAt),
        ),
      );
    if (!row) throw notFound();
    ancestors.unshift(row);
    nextId = row.parentId;
  }
  return { location, parent: ancestors.at(-1) ?? null, ancestors };
}

/** Breadcrumbs (SPEC §4): the market, then each item down to the level. */
export const trailOf = (level: Level, language: Language): LocationTrailEntry[] => [
  {
    kind: 'location',
    id: level.location.id,
    slug: level.location.slug,
    text: textOf(level.location, language),
    place_id: null,
  },
  ...level.ancestors.map((row) => ({
    kind: 'item' as const,
    id: row.id,
    slug: row.slug,
    text: textOf(row, language),
    place_id: row.placeId,
  })),
];

export const levelCondition = (level: Pick<Level, 'location' | 'parent'>) =>
  and(
    eq(locationItems.locationId, level.location.id),
    level.parent ? eq(locationItems.parentId, level.parent.id) : isNull(locationItems.parentId),
  )!;

export function itemConditions(
  level: Level,
  filters: { q?: string; is_active?: LookupFlag; deleted?: LookupFlag },
): SQL {
  return and(
    levelCondition(level),
    stateOf(locationItems.deletedAt, filters.deleted === 1 ? 'deleted' : 'live'),
    filters.is_active !== undefined ? eq(locationItems.isActive, filters.is_active === 1) : undefined,
    textSearchCondition(locationItems, filters.q),
  )!;
}

const childCount = sql<number>`(select count(*) from location_items as child
  where child.parent_id = "location_items"."id" and child.deleted_at is null)`.mapWith(Number);

export async function selectLocationItems(
  db: Database,
  options: { where: SQL | undefined; sort?: string; limit?: number; offset?: number },
): Promise<LocationItemWithCounts[]> {
  const { field, order } = parseSort(options.sort, LOCATION_ITEM_SORT_FIELDS, 'position');
  const sortColumns = {
    position: [order(locationItems.position), asc(byName(locationItems.name))],
    name: [order(byName(locationItems.name))],
    slug: [order(sql`lower(${locationItems.slug})`)],
    child_count: [order(childCount)],
    iso_code: [order(locationItems.isoCode)],
  }[field];
  let query = db
    .select({ row: locationItems, childCount })
    .from(locationItems)
    .where(options.where)
    .orderBy(...sortColumns, asc(locationItems.id))
    .$dynamic();
  if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
  const rows = await query;
  return rows.map(({ row, childCount: children }) => ({ ...row, childCount: children }));
}

/** One item of a market (any level), live (default) or deleted; anything else is a 404. */
export async function findLocationItem(
  db: Database,
  location: LocationRow,
  itemId: string,
  state: State = 'live',
): Promise<LocationItemWithCounts> {
  if (!isUuid(itemId)) throw notFound();
  const [row] = await selectLocationItems(db, {
    where: and(
      eq(locationItems.locationId, location.id),
      eq(locationItems.id, itemId),
      stateOf(locationItems.deletedAt, state),
    ),
  });
  if (!row) throw notFound();
  return row;
}
