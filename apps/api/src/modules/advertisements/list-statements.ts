import {
  and,
  count,
  eq,
  fillPlaceholders,
  getTableColumns,
  gte,
  isNotNull,
  isNull,
  lte,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import {
  ADVERTISEMENT_DEFAULT_SORT,
  ADVERTISEMENT_SORT_FIELDS,
  type AdvertisementListQuery,
  type AdvertisementSortField,
  type AdvertisementStatus,
  type Role,
} from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { preparedByShape } from '../../db/prepared-by-shape.ts';
import { advertisements as ad, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import {
  cursorKeyOf,
  describePageStart,
  keysetOrder,
  pageStartCondition,
  type KeyType,
  type Keyset,
  type PageStartShape,
} from '../../lib/keyset.ts';
import type { Anchor } from '../../lib/page-anchors.ts';
import { ownedByScope, type ScopeActor, type ScopedActor } from '../../lib/scope.ts';
import { searchQuery } from './search-text.ts';

export type ListFilters = Pick<
  AdvertisementListQuery,
  'brand' | 'model' | 'region' | 'country' | 'city' | 'vehicle_type' | 'owner' | 'q' | 'health' | 'feed_id'
> & {
  status?: AdvertisementStatus[];
  year_min?: number;
  year_max?: number;
  price_min?: number;
  price_max?: number;
  deleted?: '0' | '1';
};

/** Whose ads a list holds: what an actor may see (DESIGN §4), or the public site's published ones. */
export type ListAudience = ScopedActor | 'public';

/** The filters that compare one column with the value given. */
const COMPARED_FILTERS = {
  brand: (value: SQLWrapper) => eq(ad.brandId, value),
  model: (value: SQLWrapper) => eq(ad.modelId, value),
  year_min: (value: SQLWrapper) => gte(ad.year, value),
  year_max: (value: SQLWrapper) => lte(ad.year, value),
  price_min: (value: SQLWrapper) => gte(ad.priceMinor, value),
  price_max: (value: SQLWrapper) => lte(ad.priceMinor, value),
  region: (value: SQLWrapper) => eq(ad.region, value),
  country: (value: SQLWrapper) => eq(ad.countryId, value),
  city: (value: SQLWrapper) => eq(ad.cityId, value),
  vehicle_type: (value: SQLWrapper) => eq(ad.vehicleTypeId, value),
  owner: (value: SQLWrapper) => eq(ad.ownerId, value),
  health: (value: SQLWrapper) => eq(ad.healthBand, value),
  feed_id: (value: SQLWrapper) => eq(ad.feedId, value),
};
type ComparedFilter = keyof typeof COMPARED_FILTERS;
const COMPARED_FILTER_NAMES = Object.keys(COMPARED_FILTERS) as ComparedFilter[];

/** A value a statement takes at run time, by name: statements of one shape share their SQL text. */
const bound = (name: string) => sql.placeholder(name);

/** Row scope (DESIGN §4): a DEALER its own ads, a REPRESENTATIVE its dealers', an ADMIN all. */
export const scopeOf = (db: Database, actor: ScopeActor) => ownedByScope(db, actor, ad.ownerId);

/** The row scope of a role, for the actor bound at run time as `actor`. */
export const boundScopeOf = (db: Database, role: Role) => scopeOf(db, { role, id: bound('actor') });

/** Sort fields: the column and the type its cursor value is read back as. */
const SORT_COLUMNS: Record<AdvertisementSortField, { column: SQL; type: KeyType }> = {
  updated_at: { column: sql`${ad.updatedAt}`, type: 'timestamptz' },
  created_at: { column: sql`${ad.createdAt}`, type: 'timestamptz' },
  price: { column: sql`${ad.priceMinor}`, type: 'bigint' },
  year: { column: sql`${ad.year}`, type: 'integer' },
  short_id: { column: sql`${ad.shortId}`, type: 'text' },
  // An ad migrated before its signals are computed sorts as the least healthy, never as a null a cursor cannot hold.
  health_score: { column: sql`(coalesce(${ad.healthScore}, -1))`, type: 'integer' },
  // The review queue (issue 27): the rank first, then the longest waiting since submitted, folded into one value a
  // keyset walks descending (milliseconds since 1970 stay below 2^44 until the year 2527).
  review_rank: {
    column: sql`((coalesce(${ad.reviewRank}, 0)::bigint << 44) - (extract(epoch from coalesce(${ad.submittedAt}, ${ad.updatedAt})) * 1000)::bigint)`,
    type: 'bigint',
  },
  views_30d: { column: sql`${ad.views30d}`, type: 'integer' },
  leads_30d: { column: sql`${ad.leads30d}`, type: 'integer' },
};

/** Sorts the public site may not ask for: how an ad performs is its dealer's business (issue 29). */
const BACK_OFFICE_SORTS: readonly AdvertisementSortField[] = ['views_30d', 'leads_30d'];

export interface Sort {
  /** As the client wrote it, normalised (`-updated_at`). */
  key: string;
  field: AdvertisementSortField;
  descending: boolean;
}

/** A sort as a keyset (lib/keyset.ts): its column, then the id; cursors are named by the sort as written. */
export const keysetOf = (sort: Pick<Sort, 'field' | 'descending'> & { key?: string }): Keyset => ({
  name: sort.key ?? '',
  columns: [SORT_COLUMNS[sort.field], { column: ad.id, type: 'uuid' }],
  descending: sort.descending,
});

export function parseSort(
  text: string | undefined,
  audience: 'back-office' | 'public' = 'back-office',
): Sort {
  const key = text?.trim() || ADVERTISEMENT_DEFAULT_SORT;
  const descending = key.startsWith('-');
  const field = (descending ? key.slice(1) : key) as AdvertisementSortField;
  if (
    !ADVERTISEMENT_SORT_FIELDS.includes(field) ||
    (audience === 'public' && BACK_OFFICE_SORTS.includes(field))
  )
    throw new AppError('VALIDATION', 'errors.validation', { fields: { sort: ['common.invalid'] } });
  return { key, field, descending };
}

/** Every column a full answer needs: all but the search ones. */
const { searchText: _searchText, searchVector: _searchVector, ...fullColumns } = getTableColumns(ad);
export const rowColumns = fullColumns;

const listColumns = {
  id: ad.id,
  shortId: ad.shortId,
  status: ad.status,
  ownerId: ad.ownerId,
  lang: ad.lang,
  region: ad.region,
  year: ad.year,
  brandId: ad.brandId,
  modelId: ad.modelId,
  vehicleTypeId: ad.vehicleTypeId,
  priceMinor: ad.priceMinor,
  currency: ad.currency,
  countryId: ad.countryId,
  cityId: ad.cityId,
  title: ad.title,
  media: ad.media,
  version: ad.version,
  createdAt: ad.createdAt,
  updatedAt: ad.updatedAt,
  deletedAt: ad.deletedAt,
  healthScore: ad.healthScore,
  healthBand: ad.healthBand,
  priceBand: ad.priceBand,
  views30d: ad.views30d,
  leads30d: ad.leads30d,
  ownerName: users.firstName,
};

/** What a list's WHERE is built from; its values are bound separately. */
export interface WhereShape {
  audience: Role | 'public';
  deleted: boolean;
  status: 'any' | 'one' | 'several';
  compared: ComparedFilter[];
  search: boolean;
}

/** The WHERE of a list: live (or, with deleted=1, deleted) ads of the audience matching every filter given. */
export function whereOf(db: Database, shape: WhereShape): SQL | undefined {
  return and(
    shape.deleted ? isNotNull(ad.deletedAt) : isNull(ad.deletedAt),
    shape.audience === 'public' ? eq(ad.status, 'published') : boundScopeOf(db, shape.audience),
    shape.status === 'one'
      ? eq(ad.status, bound('status'))
      : shape.status === 'several'
        ? sql`${ad.status} = any(${bound('statuses')})`
        : undefined,
    ...shape.compared.map((name) => COMPARED_FILTERS[name](bound(name))),
    // The stored vector, not to_tsvector(search_text): only the column is GIN-indexed.
    shape.search ? sql`${ad.searchVector} @@ to_tsquery('simple', ${bound('q')})` : undefined,
  );
}

type Values = Record<string, unknown>;

export function describeWhere(audience: ListAudience, filters: ListFilters) {
  const values: Values = {};
  const compared = COMPARED_FILTER_NAMES.filter((name) => filters[name] !== undefined);
  for (const name of compared) values[name] = filters[name];
  const statuses = filters.status ?? [];
  if (statuses.length === 1) values.status = statuses[0];
  if (statuses.length > 1) values.statuses = statuses;
  // `q` matches every word given as the start of a word; a `q` with no word filters nothing.
  const query = filters.q ? searchQuery(filters.q) : null;
  if (query) values.q = query;
  if (audience !== 'public' && audience.role !== 'ADMIN') values.actor = audience.id;
  const shape: WhereShape = {
    audience: audience === 'public' ? 'public' : audience.role,
    deleted: filters.deleted === '1',
    status: statuses.length > 1 ? 'several' : statuses.length ? 'one' : 'any',
    compared,
    search: query !== null,
  };
  return { shape, values };
}

/** What a page statement is built from; its values are bound separately. */
interface PageShape extends PageStartShape {
  where: WhereShape;
  sort: AdvertisementSortField;
  descending: boolean;
  columns: 'list' | 'full';
}

function pageQuery(db: Database, shape: PageShape) {
  const keyset = keysetOf({ field: shape.sort, descending: shape.descending });
  const where = whereOf(db, shape.where);
  // A page by number starts where an index-only walk over the sort key says, then reads on from there like a
  // cursor: deep pages cost what page 1 does plus that walk, instead of OFFSET reading every full row before.
  const start = pageStartCondition(keyset, shape, { db, from: ad, where });
  const cursorKey = cursorKeyOf(keyset);
  const selection: SelectedFields =
    shape.columns === 'list'
      ? { ...listColumns, cursorKey }
      : { row: rowColumns, ownerName: users.firstName, cursorKey };
  return db
    .select(selection)
    .from(ad)
    .leftJoin(users, eq(users.id, ad.ownerId))
    .where(and(where, start))
    .orderBy(...keysetOrder(keyset, shape.reversed))
    .limit(bound('limit'));
}

const totalQuery = (db: Database, shape: WhereShape) =>
  db.select({ total: count() }).from(ad).where(whereOf(db, shape));

export const preparedPage = preparedByShape((db, shape: PageShape) => pageQuery(db, shape).prepare(''));
export const preparedTotal = preparedByShape((db, shape: WhereShape) => totalQuery(db, shape).prepare(''));

export interface ListRequest {
  audience: ListAudience;
  filters: ListFilters;
  sort: Sort;
  page: number;
  perPage: number;
  cursor?: string;
}

/**
 * The shapes and values of a list's page and count statements, and where the page starts (a page by number from
 * the `anchor` at or before it, when there is one: lib/page-anchors.ts).
 */
export function describeList(request: ListRequest, columns: 'list' | 'full', anchor?: Anchor | null) {
  const where = describeWhere(request.audience, request.filters);
  const keyset = keysetOf(request.sort);
  const start = describePageStart(keyset, request, anchor);
  const page = {
    shape: {
      where: where.shape,
      sort: request.sort.field,
      descending: request.sort.descending,
      ...start.shape,
      columns,
    } satisfies PageShape,
    values: { ...where.values, ...start.values } as Values,
  };
  return { page, total: where, keyset, start };
}

/** The SQL text and parameters of a list's statements, as the API sends them (the bench runs them raw). */
export function listSql(db: Database, request: ListRequest) {
  const { page, total } = describeList(request, 'list');
  const withValues = ({ sql: text, params }: { sql: string; params: unknown[] }, values: Values) => ({
    sql: text,
    params: fillPlaceholders(params, values),
  });
  return {
    page: withValues(pageQuery(db, page.shape).toSQL(), page.values),
    total: withValues(totalQuery(db, total.shape).toSQL(), total.values),
  };
}
