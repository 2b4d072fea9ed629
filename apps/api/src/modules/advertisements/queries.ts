import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  ADVERTISEMENT_DEFAULT_SORT,
  ADVERTISEMENT_SORT_FIELDS,
  type AdvertisementListQuery,
  type AdvertisementSortField,
  type AdvertisementStatus,
} from '@coachyard/contract';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { advertisements, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { WriteClearedCache } from '../../lib/write-cleared-cache.ts';
import { ownedByScope, type ScopedActor } from '../../lib/scope.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import type { FullRow, ListRow } from './present.ts';
import { searchQuery } from './search-text.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Row scope (DESIGN §4): a DEALER its own ads, a REPRESENTATIVE its dealers', an ADMIN all. */
export const scopeOf = (db: Database, actor: ScopedActor) => ownedByScope(db, actor, advertisements.ownerId);

type Filters = Pick<
  AdvertisementListQuery,
  'brand' | 'model' | 'region' | 'country' | 'city' | 'vehicle_type' | 'owner' | 'q'
> & {
  status?: AdvertisementStatus[];
  year_min?: number;
  year_max?: number;
  price_min?: number;
  price_max?: number;
  deleted?: '0' | '1';
};

/** `q`: full-text over the search words (GIN-indexed for live ads). */
function searchCondition(q: string | undefined): SQL | undefined {
  const query = q ? searchQuery(q) : null;
  return query
    ? // The stored vector, not to_tsvector(search_text): only the column is GIN-indexed.
      sql`${advertisements.searchVector} @@ to_tsquery('simple', ${query})`
    : undefined;
}

/** The WHERE of a list: live (or, with deleted=1, deleted) ads matching every filter given. */
export function filterConditions(filters: Filters): SQL[] {
  const a = advertisements;
  const conditions: (SQL | undefined)[] = [
    filters.deleted === '1' ? isNotNull(a.deletedAt) : isNull(a.deletedAt),
    filters.status?.length === 1
      ? eq(a.status, filters.status[0]!)
      : filters.status?.length
        ? inArray(a.status, filters.status)
        : undefined,
    filters.brand ? eq(a.brandId, filters.brand) : undefined,
    filters.model ? eq(a.modelId, filters.model) : undefined,
    filters.year_min !== undefined ? gte(a.year, filters.year_min) : undefined,
    filters.year_max !== undefined ? lte(a.year, filters.year_max) : undefined,
    filters.price_min !== undefined ? gte(a.priceMinor, filters.price_min) : undefined,
    filters.price_max !== undefined ? lte(a.priceMinor, filters.price_max) : undefined,
    filters.region ? eq(a.region, filters.region) : undefined,
    filters.country ? eq(a.countryId, filters.country) : undefined,
    filters.city ? eq(a.cityId, filters.city) : undefined,
    filters.vehicle_type ? eq(a.vehicleTypeId, filters.vehicle_type) : undefined,
    filters.owner ? eq(a.ownerId, filters.owner) : undefined,
    searchCondition(filters.q),
  ];
  return conditions.filter((condition): condition is SQL => Boolean(condition));
}

/** Sort fields: the column and the type its cursor value is read back as. */
const SORT_COLUMNS: Record<AdvertisementSortField, { column: SQL; type: string }> = {
  updated_at: { column: sql`${advertisements.updatedAt}`, type: 'timestamptz' },
  created_at: { column: sql`${advertisements.createdAt}`, type: 'timestamptz' },
  price: { column: sql`${advertisements.priceMinor}`, type: 'bigint' },
  year: { column: sql`${advertisements.year}`, type: 'integer' },
  short_id: { column: sql`${advertisements.shortId}`, type: 'text' },
};

export interface Sort {
  /** As the client wrote it, normalised (`-updated_at`). */
  key: string;
  field: AdvertisementSortField;
  descending: boolean;
}

export function parseSort(text: string | undefined): Sort {
  const key = text?.trim() || ADVERTISEMENT_DEFAULT_SORT;
  const descending = key.startsWith('-');
  const field = (descending ? key.slice(1) : key) as AdvertisementSortField;
  if (!ADVERTISEMENT_SORT_FIELDS.includes(field))
    throw new AppError('VALIDATION', 'errors.validation', { fields: { sort: ['common.invalid'] } });
  return { key, field, descending };
}

/** Every column a full answer needs: all but the search ones. */
const {
  searchText: _searchText,
  searchVector: _searchVector,
  ...rowColumns
} = getTableColumns(advertisements);

export const listColumns = {
  id: advertisements.id,
  shortId: advertisements.shortId,
  status: advertisements.status,
  ownerId: advertisements.ownerId,
  lang: advertisements.lang,
  region: advertisements.region,
  year: advertisements.year,
  brandId: advertisements.brandId,
  modelId: advertisements.modelId,
  vehicleTypeId: advertisements.vehicleTypeId,
  priceMinor: advertisements.priceMinor,
  currency: advertisements.currency,
  countryId: advertisements.countryId,
  cityId: advertisements.cityId,
  title: advertisements.title,
  media: advertisements.media,
  version: advertisements.version,
  createdAt: advertisements.createdAt,
  updatedAt: advertisements.updatedAt,
  deletedAt: advertisements.deletedAt,
  ownerName: users.firstName,
};

export interface PageRequest {
  where: SQL | undefined;
  sort: Sort;
  page: number;
  perPage: number;
  cursor?: string;
  /** Where the total comes from: a recent count of the same rows, or (`false`) none, for an export's batches. */
  totals?: WriteClearedCache<number> | false;
}

/** Builds the page and count queries of a list; the bench runs the very same statements raw. */
export function listStatements(db: Database, request: PageRequest, columns: 'list' | 'full' = 'list') {
  const { column, type } = SORT_COLUMNS[request.sort.field];
  const cursor = request.cursor ? decodeCursor(request.cursor, request.sort.key) : null;
  // Walking back, the page is read in the opposite order and turned around.
  const backwards = cursor?.direction === 'prev';
  const ascending = request.sort.descending === backwards;
  const order = ascending ? asc : desc;
  const after = cursor
    ? ascending
      ? sql`(${column}, ${advertisements.id}) > (${cursor.value}::${sql.raw(type)}, ${cursor.id}::uuid)`
      : sql`(${column}, ${advertisements.id}) < (${cursor.value}::${sql.raw(type)}, ${cursor.id}::uuid)`
    : undefined;
  // A page by number starts where an index-only walk over the sort key says, then reads on from there like a
  // cursor: deep pages cost what page 1 does plus that walk, instead of OFFSET reading every full row before.
  const offset = cursor ? 0 : (request.page - 1) * request.perPage;
  const pageStart =
    offset > 0
      ? db
          .select({ value: column, id: advertisements.id })
          .from(advertisements)
          .where(request.where)
          .orderBy(order(column), order(advertisements.id))
          .offset(offset)
          .limit(1)
      : undefined;
  const from = pageStart
    ? ascending
      ? sql`(${column}, ${advertisements.id}) >= (${pageStart})`
      : sql`(${column}, ${advertisements.id}) <= (${pageStart})`
    : undefined;
  const cursorValue = sql<string>`${column}::text`;
  const selection: SelectedFields =
    columns === 'list'
      ? { ...listColumns, cursorValue }
      : { row: rowColumns, ownerName: users.firstName, cursorValue };
  const page = db
    .select(selection)
    .from(advertisements)
    .leftJoin(users, eq(users.id, advertisements.ownerId))
    .where(and(request.where, after, from))
    .orderBy(order(column), order(advertisements.id))
    .limit(request.perPage + 1);
  const total = db.select({ total: count() }).from(advertisements).where(request.where);
  return { page, total, cursor, backwards };
}

/** The total of a list: counted now, taken from a recent count of the same rows, or (for an export) none. */
function totalOf(
  statement: ReturnType<typeof listStatements>['total'],
  totals: WriteClearedCache<number> | false | undefined,
) {
  if (totals === false) return Promise.resolve(0);
  const countRows = () => statement.then(([row]) => row?.total ?? 0);
  if (!totals) return countRows();
  const { sql: text, params } = statement.toSQL();
  return totals.get(`${text}\u0000${JSON.stringify(params)}`, countRows);
}

export interface ListPage<Row> {
  rows: Row[];
  total: number;
  page: number;
  nextCursor: string | null;
  prevCursor: string | null;
}

type WithCursorValue = { cursorValue: string; id: string };

/**
 * One page with its total. Pages are addressed by number (plain OFFSET) or by a cursor of a previous answer
 * (keyset: as fast deep down as on page 1); either way the answer carries the cursors of its neighbours.
 */
export async function listPage(db: Database, request: PageRequest): Promise<ListPage<ListRow>>;
export async function listPage(
  db: Database,
  request: PageRequest,
  columns: 'full',
): Promise<ListPage<FullRow>>;
export async function listPage(
  db: Database,
  request: PageRequest,
  columns: 'list' | 'full' = 'list',
): Promise<ListPage<ListRow | FullRow>> {
  const statements = listStatements(db, request, columns);
  const [fetched, total] = await Promise.all([statements.page, totalOf(statements.total, request.totals)]);
  const { cursor, backwards } = statements;
  const rows = (fetched as unknown as (WithCursorValue & Record<string, unknown>)[]).map((row) =>
    columns === 'full'
      ? {
          ...(row.row as object),
          ownerName: row.ownerName,
          cursorValue: row.cursorValue,
          id: (row.row as { id: string }).id,
        }
      : row,
  ) as unknown as (WithCursorValue & (ListRow | FullRow))[];
  const more = rows.length > request.perPage;
  if (more) rows.pop();
  if (backwards) rows.reverse();

  const page = !cursor ? request.page : backwards ? (more ? Math.max(cursor.page, 2) : 1) : cursor.page;
  const hasNext = backwards ? rows.length > 0 : more;
  const hasPrev = page > 1 && rows.length > 0;
  const edge = (row: WithCursorValue | undefined, target: number, direction: 'next' | 'prev') =>
    row
      ? encodeCursor({ sort: request.sort.key, value: row.cursorValue, id: row.id, page: target, direction })
      : null;
  return {
    rows,
    total,
    page,
    nextCursor: hasNext ? edge(rows.at(-1), page + 1, 'next') : null,
    prevCursor: hasPrev ? edge(rows[0], page - 1, 'prev') : null,
  };
}

/** The query of one ad the actor may see (live or deleted), with its owner's name. */
export const visibleRowQuery = (
  db: Database,
  actor: ScopedActor | null,
  id: string,
  state: 'live' | 'deleted' = 'live',
) =>
  db
    .select({ row: rowColumns, ownerName: users.firstName })
    .from(advertisements)
    .leftJoin(users, eq(users.id, advertisements.ownerId))
    .where(
      and(
        eq(advertisements.id, id),
        state === 'live' ? isNull(advertisements.deletedAt) : isNotNull(advertisements.deletedAt),
        actor ? scopeOf(db, actor) : undefined,
      ),
    );

/** One ad the actor may see, live (default) or deleted; anything else is a 404, like a missing one. */
export async function findVisible(
  db: Database,
  actor: ScopedActor | null,
  id: string,
  state: 'live' | 'deleted' = 'live',
): Promise<FullRow> {
  if (!UUID.test(id)) throw notFound();
  const [found] = await visibleRowQuery(db, actor, id, state);
  if (!found) throw notFound();
  return { ...found.row, ownerName: found.ownerName };
}

/** A published ad by its short id (the public site), or a 404. */
export async function findPublished(db: Database, shortId: string): Promise<FullRow> {
  const [found] = await db
    .select({ row: rowColumns, ownerName: users.firstName })
    .from(advertisements)
    .leftJoin(users, eq(users.id, advertisements.ownerId))
    .where(
      and(
        eq(advertisements.shortId, shortId.toUpperCase()),
        eq(advertisements.status, 'published'),
        isNull(advertisements.deletedAt),
      ),
    );
  if (!found) throw notFound();
  return { ...found.row, ownerName: found.ownerName };
}
