import { and, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { LEAD_CLOSED_STATUSES, type LeadKind, type LeadListQuery, type Role } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { leadReads, leads } from '../../db/schema/index.ts';
import type { ScopedActor } from '../../lib/scope.ts';
import { searchQuery } from '../../lib/search-text.ts';
import { leadScope } from './context.ts';

// The WHERE of an inbox list: the filters of the query string as a shape (which decides the SQL text) and the
// values bound into it. list-statements.ts builds the page, total and export statements on top.

/** A value bound when the statement runs: lists of one shape share their SQL text. */
export const bound = (name: string) => sql.placeholder(name);

/** Open leads past their first-response target: the countdown has run out. */
export const overdueCondition = sql`(${leads.firstResponseAt} is null and ${leads.dueAt} < now() and ${leads.status} <> all(${sql.raw(`array[${LEAD_CLOSED_STATUSES.map((status) => `'${status}'`).join(',')}]`)}))`;

export type ListFilters = Omit<
  LeadListQuery,
  'page' | 'per_page' | 'sort' | 'lang' | 'records' | 'tag' | 'cursor'
> & {
  status?: string[];
  tag?: string[];
};

/** What a list's WHERE is built from; its values are bound separately. */
export interface WhereShape {
  kind: LeadKind;
  role: Role;
  status: 'any' | 'several';
  assignee: 'any' | 'none' | 'one';
  dealer: boolean;
  advertisement: boolean;
  from: boolean;
  to: boolean;
  spam: boolean;
  archived: boolean;
  unread: boolean;
  overdue: boolean;
  search: boolean;
  tags: boolean;
}

export function whereOf(db: Database, shape: WhereShape): SQL | undefined {
  return and(
    leadScope(db, shape.kind, { role: shape.role, id: bound('actor') }),
    shape.spam ? eq(leads.isSpam, true) : eq(leads.isSpam, false),
    shape.archived ? isNotNull(leads.archivedAt) : isNull(leads.archivedAt),
    shape.status === 'several' ? sql`${leads.status} = any(${bound('statuses')})` : undefined,
    shape.assignee === 'none'
      ? isNull(leads.assigneeId)
      : shape.assignee === 'one'
        ? eq(leads.assigneeId, bound('assignee'))
        : undefined,
    shape.dealer ? eq(leads.dealerId, bound('dealer')) : undefined,
    shape.advertisement ? eq(leads.advertisementId, bound('advertisement')) : undefined,
    shape.from ? gte(leads.createdAt, bound('from')) : undefined,
    shape.to ? lt(leads.createdAt, bound('to')) : undefined,
    shape.unread
      ? sql`not exists (select 1 from ${leadReads} where ${leadReads.leadId} = ${leads.id} and ${leadReads.userId} = ${bound('reader')})`
      : undefined,
    shape.overdue ? overdueCondition : undefined,
    shape.search ? sql`${leads.searchVector} @@ to_tsquery('simple', ${bound('q')})` : undefined,
    shape.tags ? sql`${leads.tags} @> ${bound('tags')}::text[]` : undefined,
  );
}

/** A day alone means from its start to the end of it, in UTC. */
const instantOf = (text: string, endOfDay: boolean) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text)
    ? new Date(Date.parse(`${text}T00:00:00Z`) + (endOfDay ? 86_400_000 : 0)).toISOString()
    : new Date(text).toISOString();

export function describeWhere(kind: LeadKind, actor: ScopedActor, filters: ListFilters) {
  const values: Record<string, unknown> = { actor: actor.id, reader: actor.id };
  const statuses = filters.status ?? [];
  if (statuses.length) values.statuses = statuses;
  const assigneeFilter = filters.assignee === 'me' ? actor.id : filters.assignee;
  if (assigneeFilter && assigneeFilter !== 'none') values.assignee = assigneeFilter;
  if (filters.dealer) values.dealer = filters.dealer;
  if (filters.advertisement) values.advertisement = filters.advertisement;
  if (filters.from) values.from = instantOf(filters.from, false);
  if (filters.to) values.to = instantOf(filters.to, true);
  const query = filters.q ? searchQuery(filters.q) : null;
  if (query) values.q = query;
  const tags = filters.tag ?? [];
  if (tags.length) values.tags = tags;
  const shape: WhereShape = {
    kind,
    role: actor.role,
    status: statuses.length ? 'several' : 'any',
    assignee: assigneeFilter === 'none' ? 'none' : assigneeFilter ? 'one' : 'any',
    dealer: Boolean(filters.dealer),
    advertisement: Boolean(filters.advertisement),
    from: Boolean(filters.from),
    to: Boolean(filters.to),
    spam: filters.spam === '1',
    archived: filters.archived === '1',
    unread: filters.unread === '1',
    overdue: filters.overdue === '1',
    search: query !== null,
    tags: tags.length > 0,
  };
  return { shape, values };
}
