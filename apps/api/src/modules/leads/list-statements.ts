import { and, count, eq, fillPlaceholders, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LEAD_DEFAULT_SORT, LEAD_SORT_FIELDS, type LeadKind, type LeadSortField } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import type { WriteClearedCache } from '../../lib/write-cleared-cache.ts';
import { planOnceName, preparedByShape } from '../../db/prepared-by-shape.ts';
import { leadReads, leads, users } from '../../db/schema/index.ts';
import { invalidFields } from '../../lib/errors.ts';
import {
  cursorKeyOf,
  describePageStart,
  keysetOrder,
  keysetPage,
  pageStartCondition,
  type KeyColumn,
  type Keyset,
  type PageStartShape,
} from '../../lib/keyset.ts';
import type { ScopedActor } from '../../lib/scope.ts';
import { bound, describeWhere, whereOf, type ListFilters, type WhereShape } from './list-filters.ts';

const dealer = alias(users, 'lead_dealer');
const assignee = alias(users, 'lead_assignee');

const {
  searchVector: _searchVector,
  searchText: _searchText,
  fingerprint: _fingerprint,
  ...leadColumns
} = getTableColumns(leads);

/** A lead as a page reads it: its columns and the names of its dealer and assignee. */
const pageSelection = {
  ...leadColumns,
  dealerName: dealer.firstName,
  assigneeName: assignee.firstName,
  assigneeLastName: assignee.lastName,
};

/** A lead as the detail and exports read it: as a page does, and whether the reader has opened it. */
export const leadSelection = {
  ...pageSelection,
  unread: sql<boolean>`not exists (select 1 from ${leadReads} where ${leadReads.leadId} = ${leads.id} and ${leadReads.userId} = ${bound('reader')})`,
};

/**
 * Which of a page's leads the reader has opened: one probe of lead_reads' primary key per lead. As a subquery of
 * the page's statement PostgreSQL often chose to hash every lead the reader ever opened (15,000–20,000 rows,
 * 6–117 ms on 100,000 leads, bench/RESULTS.md), whatever the page; asked for the page's ids alone it cannot.
 */
const readAmongQuery = (db: Database) =>
  db
    .select({ leadId: leadReads.leadId })
    .from(leadReads)
    .where(
      sql`${leadReads.userId} = ${sql.placeholder('reader')} and ${leadReads.leadId} = any(${sql.placeholder('ids')}::uuid[])`,
    );
const preparedReadAmong = preparedByShape((db, _shape: 'read among') =>
  readAmongQuery(db).prepare(planOnceName()),
);

/** The page's rows with their unread flag for the reader. */
async function withUnread<Row extends { id: string }>(db: Database, reader: string, rows: Row[]) {
  if (rows.length === 0) return [];
  const read = await preparedReadAmong(db, 'read among').execute({ reader, ids: rows.map((row) => row.id) });
  const opened = new Set(read.map((row) => row.leadId));
  return rows.map((row) => ({ ...row, unread: !opened.has(row.id) }));
}

/** Sort fields: the column (or expression) and the type its cursor value is read back as. */
const SORT_COLUMNS: Record<LeadSortField, KeyColumn> = {
  created_at: { column: sql`${leads.createdAt}`, type: 'timestamptz' },
  updated_at: { column: sql`${leads.updatedAt}`, type: 'timestamptz' },
  status: { column: sql`${leads.status}`, type: 'text' },
  name: { column: sql`lower(${leads.name})`, type: 'text' },
  due_at: { column: sql`${leads.dueAt}`, type: 'timestamptz' },
};

export interface Sort {
  field: LeadSortField;
  descending: boolean;
}

export function parseSort(text: string | undefined): Sort {
  const key = text?.trim() || LEAD_DEFAULT_SORT;
  const descending = key.startsWith('-');
  const field = (descending ? key.slice(1) : key) as LeadSortField;
  if (!LEAD_SORT_FIELDS.includes(field)) throw invalidFields({ sort: ['common.invalid'] });
  return { field, descending };
}

/**
 * An inbox's order as a keyset (lib/keyset.ts): the sort column, then the id, so leads received in the same
 * instant keep one order. Its cursors are named by inbox and sort: one of another inbox or order is refused.
 */
const keysetOf = (kind: LeadKind, sort: Sort): Keyset => ({
  name: `leads_${kind}:${sort.descending ? '-' : ''}${sort.field}`,
  columns: [SORT_COLUMNS[sort.field], { column: leads.id, type: 'uuid' }],
  descending: sort.descending,
});

interface PageShape extends PageStartShape {
  where: WhereShape;
  sort: LeadSortField;
  descending: boolean;
}

/** The lead rows of one page (or an export batch), with dealer and assignee names. */
export const fromLeads = (db: Database) =>
  db
    .select(leadSelection)
    .from(leads)
    .leftJoin(dealer, eq(dealer.id, leads.dealerId))
    .leftJoin(assignee, eq(assignee.id, leads.assigneeId));

/**
 * A page: from the top, after a cursor's lead, or (a page number) from the lead an index-only walk over the sort
 * key finds at the offset, so a deep page does not build the joins and unread checks of every lead before it.
 */
const pageQuery = (db: Database, shape: PageShape) => {
  const keyset = keysetOf(shape.where.kind, { field: shape.sort, descending: shape.descending });
  const where = whereOf(db, shape.where);
  const start = pageStartCondition(keyset, shape, { db, from: leads, where });
  // fromLeads's rows, with the key their cursors are made of.
  return db
    .select({ ...pageSelection, cursorKey: cursorKeyOf(keyset) })
    .from(leads)
    .leftJoin(dealer, eq(dealer.id, leads.dealerId))
    .leftJoin(assignee, eq(assignee.id, leads.assigneeId))
    .where(and(where, start))
    .orderBy(...keysetOrder(keyset, shape.reversed))
    .limit(bound('limit'));
};

const totalQuery = (db: Database, shape: WhereShape) =>
  db.select({ total: count() }).from(leads).where(whereOf(db, shape));

export const preparedPage = preparedByShape((db, shape: PageShape) => pageQuery(db, shape).prepare(''));
export const preparedTotal = preparedByShape((db, shape: WhereShape) => totalQuery(db, shape).prepare(''));

/** A lead as lists and the detail read it. */
export type LeadListRow = Awaited<ReturnType<ReturnType<typeof fromLeads>['execute']>>[number];

export interface LeadListRequest {
  kind: LeadKind;
  actor: ScopedActor;
  filters: ListFilters;
  sort: Sort;
  page: number;
  perPage: number;
  /** The `next_cursor` or `prev_cursor` of an earlier page of the same inbox, filters and sort. */
  cursor?: string;
  /** Leave the count out (an export's batches). */
  withTotal?: boolean;
  /** Recent counts of the same rows to answer the total from (app.listTotals), as the advertisements list does. */
  totals?: WriteClearedCache<number>;
}

/** The inbox's total, counted now or taken from a recent count of the same rows. */
function totalOf(db: Database, where: ReturnType<typeof describeWhere>, totals?: WriteClearedCache<number>) {
  const countRows = () =>
    preparedTotal(db, where.shape)
      .execute(where.values)
      .then(([row]) => row?.total ?? 0);
  return totals ? totals.get(JSON.stringify(['leads', where.shape, where.values]), countRows) : countRows();
}

/** The shapes and values of a page's statement (its WHERE, sort and start) and its keyset. */
function describePage(request: LeadListRequest) {
  const where = describeWhere(request.kind, request.actor, request.filters);
  const keyset = keysetOf(request.kind, request.sort);
  const start = describePageStart(keyset, request);
  const shape: PageShape = {
    where: where.shape,
    sort: request.sort.field,
    descending: request.sort.descending,
    ...start.shape,
  };
  return { where, keyset, start, shape, values: { ...where.values, ...start.values } };
}

/**
 * One page of an inbox and its total, through statements built once per shape, with the page it is (a cursor
 * knows its own) and the cursors of the pages before and after it.
 */
export async function listLeads(db: Database, request: LeadListRequest) {
  const { where, keyset, start, shape, values } = describePage(request);
  const [rows, total] = await Promise.all([
    preparedPage(db, shape)
      .execute(values)
      .then((page) => withUnread(db, request.actor.id, page)),
    request.withTotal === false ? Promise.resolve(0) : totalOf(db, where, request.totals),
  ]);
  return { ...keysetPage(keyset, request, start, rows), total };
}

/**
 * The SQL text and values of a list's page and total, exactly as `listLeads` sends them: for the bench's raw-SQL
 * twin (bench/raw-sql-server.ts), which runs them through `pg` without the API around them.
 */
export function listSql(db: Database, request: LeadListRequest) {
  const { where, shape, values } = describePage(request);
  const page = pageQuery(db, shape).toSQL();
  const total = totalQuery(db, where.shape).toSQL();
  const readAmong = readAmongQuery(db).toSQL();
  return {
    page: { sql: page.sql, params: fillPlaceholders(page.params, values) },
    total: { sql: total.sql, params: fillPlaceholders(total.params, where.values) },
    /** Run after the page with its ids. */
    readAmong: (ids: string[]) => ({
      sql: readAmong.sql,
      params: fillPlaceholders(readAmong.params, { reader: request.actor.id, ids }),
    }),
  };
}

/** How many leads of an inbox the actor has not opened (spam and archived left out). */
export async function unreadCount(db: Database, kind: LeadKind, actor: ScopedActor) {
  const where = describeWhere(kind, actor, { unread: '1' });
  const [row] = await preparedTotal(db, where.shape).execute(where.values);
  return row?.total ?? 0;
}
