import { and, asc, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  COLLECTION_SORT_FIELDS,
  ITEM_SORT_FIELDS,
  LANGUAGES,
  type Language,
  type LookupFlag,
  type LookupTrailEntry,
} from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import {
  collectionItems,
  collections,
  type CollectionItemRow,
  type CollectionRow,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { byName, isUuid, parseSort, textSearchCondition } from '../../lib/translated-entries.ts';
import { trailEntry, type CollectionWithStats, type ItemWithCounts } from './present.ts';

/** What `{container}` in /collections/{container}/items names: a table, or an item whose children are wanted. */
export interface Container {
  collection: CollectionRow;
  /** The item whose children are listed; null for the top level of the table. */
  parent: CollectionItemRow | null;
  /** The parent's ancestors and the parent itself, from the top level down. */
  ancestors: CollectionItemRow[];
}

/** Deeper nesting than this is not something the product makes; it also stops a cycle. */
const MAX_DEPTH = 16;

async function liveCollection(db: Database, condition: SQL) {
  const [row] = await db
    .select()
    .from(collections)
    .where(and(condition, isNull(collections.deletedAt)));
  return row ?? null;
}

/** A collection id, a collection slug or an item id; anything deleted on the way is a 404. */
export async function resolveContainer(db: Database, idOrSlug: string): Promise<Container> {
  if (!isUuid(idOrSlug)) {
    const collection = await liveCollection(db, sql`lower(${collections.slug}) = lower(${idOrSlug})`);
    if (!collection) throw notFound();
    return { collection, parent: null, ancestors: [] };
  }
  const collection = await liveCollection(db, eq(collections.id, idOrSlug));
  if (collection) return { collection, parent: null, ancestors: [] };

  const ancestors: CollectionItemRow[] = [];
  let nextId: string | null = idOrSlug;
  while (nextId) {
    if (ancestors.length >= MAX_DEPTH) throw notFound();
    const [row] = await db
      .select()
      .from(collectionItems)
      .where(and(eq(collectionItems.id, nextId), isNull(collectionItems.deletedAt)));
    if (!row) throw notFound();
    ancestors.unshift(row);
    nextId = row.parentId;
  }
  const parent = ancestors.at(-1)!;
  const owner = await liveCollection(db, eq(collections.id, parent.collectionId));
  if (!owner) throw notFound();
  return { collection: owner, parent, ancestors };
}

/** Breadcrumbs (SPEC §4): the table, then each item down to the container. */
export const trailOf = (container: Container, language: Language): LookupTrailEntry[] => [
  trailEntry('collection', container.collection, language),
  ...container.ancestors.map((row) => trailEntry('item', row, language)),
];

// ── Filters, search and sort shared by both lists ────────────────────────────────────────────

export interface ListFilters {
  q?: string;
  is_active?: LookupFlag;
  is_exposable?: LookupFlag;
  by_slug?: string;
  deleted?: LookupFlag;
}

type EntryTable = typeof collections | typeof collectionItems;

export function filterConditions(table: EntryTable, filters: ListFilters): SQL[] {
  const conditions: SQL[] = [filters.deleted === 1 ? isNotNull(table.deletedAt) : isNull(table.deletedAt)];
  if (filters.is_active !== undefined) conditions.push(eq(table.isActive, filters.is_active === 1));
  if (filters.is_exposable !== undefined) conditions.push(eq(table.isExposable, filters.is_exposable === 1));
  if (filters.by_slug) conditions.push(sql`lower(${table.slug}) = lower(${filters.by_slug})`);
  const search = textSearchCondition(table, filters.q);
  if (search) conditions.push(search);
  return conditions;
}

/** The listed item's id, qualified: drizzle leaves columns of a one-table select unqualified. */
export const outerItemId = sql.raw('"collection_items"."id"');

// ── Collections ──────────────────────────────────────────────────────────────────────────────

/** Per table: live top-level items, and per language the live items with no text in it. */
const itemStats = (db: Database) =>
  db
    .select({
      collectionId: collectionItems.collectionId,
      itemCount: sql<number>`count(*) filter (where ${collectionItems.parentId} is null)`.as('item_count'),
      missing: sql<Record<string, number>>`jsonb_build_object(${sql.join(
        LANGUAGES.map(
          (language) =>
            sql`${language}::text, count(*) filter (where coalesce(btrim(${collectionItems.translations} ->> ${language}::text), '') = '')`,
        ),
        sql`, `,
      )})`.as('missing'),
    })
    .from(collectionItems)
    .where(isNull(collectionItems.deletedAt))
    .groupBy(collectionItems.collectionId)
    .as('item_stats');

export async function selectCollections(
  db: Database,
  options: { where?: SQL; sort?: string; limit?: number; offset?: number },
): Promise<CollectionWithStats[]> {
  const stats = itemStats(db);
  const { field, order } = parseSort(options.sort, COLLECTION_SORT_FIELDS, 'name');
  const sortColumn = {
    name: byName(collections.name),
    slug: sql`lower(${collections.slug})`,
    item_count: sql`coalesce(${stats.itemCount}, 0)`,
    created_at: sql`${collections.createdAt}`,
    updated_at: sql`${collections.updatedAt}`,
  }[field];
  let query = db
    .select({ row: collections, itemCount: stats.itemCount, missing: stats.missing })
    .from(collections)
    .leftJoin(stats, eq(stats.collectionId, collections.id))
    .where(options.where)
    .orderBy(order(sortColumn), asc(collections.id))
    .$dynamic();
  if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
  const rows = await query;
  return rows.map(({ row, itemCount, missing }) => ({
    ...row,
    itemCount: Number(itemCount ?? 0),
    missing: missing ?? {},
  }));
}

export async function countRows(db: Database, table: EntryTable, where: SQL | undefined) {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

export async function findCollection(db: Database, id: string, state: 'live' | 'deleted' = 'live') {
  if (!isUuid(id)) throw notFound();
  const deleted = state === 'deleted' ? isNotNull(collections.deletedAt) : isNull(collections.deletedAt);
  const [row] = await selectCollections(db, { where: and(eq(collections.id, id), deleted) });
  if (!row) throw notFound();
  return row;
}

// ── Items ────────────────────────────────────────────────────────────────────────────────────

/** Live children of each listed item (a country's cities). */
const childCount = sql<number>`(select count(*) from collection_items as child
  where child.parent_id = ${outerItemId} and child.deleted_at is null)`.mapWith(Number);

/** The rows of one level of a table: the container's children. */
export const levelCondition = (container: Pick<Container, 'collection' | 'parent'>) =>
  and(
    eq(collectionItems.collectionId, container.collection.id),
    container.parent ? eq(collectionItems.parentId, container.parent.id) : isNull(collectionItems.parentId),
  )!;

export async function selectItems(
  db: Database,
  options: { where: SQL | undefined; sort?: string; limit?: number; offset?: number },
): Promise<ItemWithCounts[]> {
  const { field, order } = parseSort(options.sort, ITEM_SORT_FIELDS, 'position');
  const sortColumns = {
    position: [order(collectionItems.position), asc(byName(collectionItems.name))],
    name: [order(byName(collectionItems.name))],
    slug: [order(sql`lower(${collectionItems.slug})`)],
    child_count: [order(childCount)],
    created_at: [order(collectionItems.createdAt)],
    updated_at: [order(collectionItems.updatedAt)],
  }[field];
  let query = db
    .select({ row: collectionItems, childCount })
    .from(collectionItems)
    .where(options.where)
    .orderBy(...sortColumns, asc(collectionItems.id))
    .$dynamic();
  if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
  const rows = await query;
  return rows.map(({ row, childCount: children }) => ({ ...row, childCount: children }));
}

/** One item of a container, live (default) or deleted; anything else is a 404. */
export async function findItem(
  db: Database,
  container: Container,
  itemId: string,
  state: 'live' | 'deleted' = 'live',
): Promise<ItemWithCounts> {
  if (!isUuid(itemId)) throw notFound();
  const deleted =
    state === 'deleted' ? isNotNull(collectionItems.deletedAt) : isNull(collectionItems.deletedAt);
  const [row] = await selectItems(db, {
    where: and(levelCondition(container), eq(collectionItems.id, itemId), deleted),
  });
  if (!row) throw notFound();
  return row;
}
