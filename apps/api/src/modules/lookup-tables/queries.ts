import { and, asc, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  LOOKUP_TABLE_SORT_FIELDS,
  ITEM_SORT_FIELDS,
  LANGUAGES,
  type Language,
  type LookupFlag,
  type LookupTrailEntry,
} from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { lookupItems, lookupTables, type LookupItemRow, type LookupTableRow } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { byName, isUuid, parseSort, textSearchCondition } from '../../lib/translated-entries.ts';
import { trailEntry, type LookupTableWithStats, type ItemWithCounts } from './present.ts';

/** What `{container}` in /collections/{container}/items names: a table, or an item whose children are wanted. */
export interface Container {
  lookupTable: LookupTableRow;
  /** The item whose children are listed; null for the top level of the table. */
  parent: LookupItemRow | null;
  /** The parent's ancestors and the parent itself, from the top level down. */
  ancestors: LookupItemRow[];
}

/** Deeper nesting than this is not something the product makes; it also stops a cycle. */
const MAX_DEPTH = 16;

async function liveLookupTable(db: Database, condition: SQL) {
  const [row] = await db
    .select()
    .from(lookupTables)
    .where(and(condition, isNull(lookupTables.deletedAt)));
  return row ?? null;
}

/** A table id, a table slug or an item id; anything deleted on the way is a 404. */
export async function resolveContainer(db: Database, idOrSlug: string): Promise<Container> {
  if (!isUuid(idOrSlug)) {
    const lookupTable = await liveLookupTable(db, sql`lower(${lookupTables.slug}) = lower(${idOrSlug})`);
    if (!lookupTable) throw notFound();
    return { lookupTable, parent: null, ancestors: [] };
  }
  const lookupTable = await liveLookupTable(db, eq(lookupTables.id, idOrSlug));
  if (lookupTable) return { lookupTable, parent: null, ancestors: [] };

  const ancestors: LookupItemRow[] = [];
  let nextId: string | null = idOrSlug;
  while (nextId) {
    if (ancestors.length >= MAX_DEPTH) throw notFound();
    const [row] = await db
      .select()
      .from(lookupItems)
      .where(and(eq(lookupItems.id, nextId), isNull(lookupItems.deletedAt)));
    if (!row) throw notFound();
    ancestors.unshift(row);
    nextId = row.parentId;
  }
  const parent = ancestors.at(-1)!;
  const owner = await liveLookupTable(db, eq(lookupTables.id, parent.collectionId));
  if (!owner) throw notFound();
  return { lookupTable: owner, parent, ancestors };
}

/** Breadcrumbs (SPEC §4): the table, then each item down to the container. */
export const trailOf = (container: Container, language: Language): LookupTrailEntry[] => [
  trailEntry('collection', container.lookupTable, language),
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

type EntryTable = typeof lookupTables | typeof lookupItems;

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

// ── Tables ───────────────────────────────────────────────────────────────────────────────────

/** Per table: live top-level items, and per language the live items with no text in it. */
const itemStats = (db: Database) =>
  db
    .select({
      collectionId: lookupItems.collectionId,
      itemCount: sql<number>`count(*) filter (where ${lookupItems.parentId} is null)`.as('item_count'),
      missing: sql<Record<string, number>>`jsonb_build_object(${sql.join(
        LANGUAGES.map(
          (language) =>
            sql`${language}::text, count(*) filter (where coalesce(btrim(${lookupItems.translations} ->> ${language}::text), '') = '')`,
        ),
        sql`, `,
      )})`.as('missing'),
    })
    .from(lookupItems)
    .where(isNull(lookupItems.deletedAt))
    .groupBy(lookupItems.collectionId)
    .as('item_stats');

export async function selectLookupTables(
  db: Database,
  options: { where?: SQL; sort?: string; limit?: number; offset?: number },
): Promise<LookupTableWithStats[]> {
  const stats = itemStats(db);
  const { field, order } = parseSort(options.sort, LOOKUP_TABLE_SORT_FIELDS, 'name');
  const sortColumn = {
    name: byName(lookupTables.name),
    slug: sql`lower(${lookupTables.slug})`,
    item_count: sql`coalesce(${stats.itemCount}, 0)`,
    created_at: sql`${lookupTables.createdAt}`,
    updated_at: sql`${lookupTables.updatedAt}`,
  }[field];
  let query = db
    .select({ row: lookupTables, itemCount: stats.itemCount, missing: stats.missing })
    .from(lookupTables)
    .leftJoin(stats, eq(stats.collectionId, lookupTables.id))
    .where(options.where)
    .orderBy(order(sortColumn), asc(lookupTables.id))
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

export async function findLookupTable(db: Database, id: string, state: 'live' | 'deleted' = 'live') {
  if (!isUuid(id)) throw notFound();
  const deleted = state === 'deleted' ? isNotNull(lookupTables.deletedAt) : isNull(lookupTables.deletedAt);
  const [row] = await selectLookupTables(db, { where: and(eq(lookupTables.id, id), deleted) });
  if (!row) throw notFound();
  return row;
}

// ── Items ────────────────────────────────────────────────────────────────────────────────────

/** Live children of each listed item (a country's cities). */
const childCount = sql<number>`(select count(*) from collection_items as child
  where child.parent_id = ${outerItemId} and child.deleted_at is null)`.mapWith(Number);

/** The rows of one level of a table: the container's children. */
export const levelCondition = (container: Pick<Container, 'lookupTable' | 'parent'>) =>
  and(
    eq(lookupItems.collectionId, container.lookupTable.id),
    container.parent ? eq(lookupItems.parentId, container.parent.id) : isNull(lookupItems.parentId),
  )!;

export async function selectItems(
  db: Database,
  options: { where: SQL | undefined; sort?: string; limit?: number; offset?: number },
): Promise<ItemWithCounts[]> {
  const { field, order } = parseSort(options.sort, ITEM_SORT_FIELDS, 'position');
  const sortColumns = {
    position: [order(lookupItems.position), asc(byName(lookupItems.name))],
    name: [order(byName(lookupItems.name))],
    slug: [order(sql`lower(${lookupItems.slug})`)],
    child_count: [order(childCount)],
    created_at: [order(lookupItems.createdAt)],
    updated_at: [order(lookupItems.updatedAt)],
  }[field];
  let query = db
    .select({ row: lookupItems, childCount })
    .from(lookupItems)
    .where(options.where)
    .orderBy(...sortColumns, asc(lookupItems.id))
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
  const deleted = state === 'deleted' ? isNotNull(lookupItems.deletedAt) : isNull(lookupItems.deletedAt);
  const [row] = await selectItems(db, {
    where: and(levelCondition(container), eq(lookupItems.id, itemId), deleted),
  });
  if (!row) throw notFound();
  return row;
}
