import { and, desc, eq, gte, ilike, lt, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AuditListQuery } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { preparedByShape } from '../../db/prepared-by-shape.ts';
import { auditEvents, users } from '../../db/schema/index.ts';
import {
  cursorKeyOf,
  describePageStart,
  keysetOrder,
  keysetPage,
  pageStartCondition,
  type Keyset,
  type PageStartShape,
} from '../../lib/keyset.ts';
import { actorJoin, eventColumns, type EventRow } from './present.ts';

export type AuditFilters = Pick<
  AuditListQuery,
  'actor' | 'namespace' | 'record' | 'action' | 'from' | 'to' | 'q'
>;

const bound = (name: string) => sql.placeholder(name);

/**
 * Each filter compares one indexed column with a value bound at run time (migration 0007 gives each an index
 * ending in id), so a page walks one index newest first and stops after `per_page` rows, on a million events too.
 */
const FILTERS = {
  actor: (value: SQLWrapper) => eq(auditEvents.actorId, value),
  namespace: (value: SQLWrapper) => eq(auditEvents.namespace, value),
  record: (value: SQLWrapper) => eq(auditEvents.entityId, value),
  action: (value: SQLWrapper) => eq(auditEvents.action, value),
  from: (value: SQLWrapper) =>
    and(gte(auditEvents.occurredAt, value), gte(auditEvents.id, firstIdFrom(value))),
  to: (value: SQLWrapper) => and(lt(auditEvents.occurredAt, value), lte(auditEvents.id, lastIdBefore(value))),
};

/**
 * The trail's order as a keyset (lib/keyset.ts): newest first by id, walked forward only, the cursor being the
 * last event's id as the contract has always said.
 */
const KEYSET: Keyset = {
  name: 'audit',
  columns: [{ column: auditEvents.id, type: 'bigint' }],
  descending: true,
  plain: true,
};
type FilterName = keyof typeof FILTERS;
const FILTER_NAMES = Object.keys(FILTERS) as FilterName[];

/**
 * Ids follow time (an event's id is taken in the transaction whose start is its time), so a date bound is also
 * an id bound, found in one step of the time index: a page of an old day then walks only that day's ids instead
 * of every newer event. The bound is looked up a minute wide of the date, so an event whose transaction spanned
 * the boundary is still inside it; the exact date condition stays beside it.
 */
const TRANSACTION_SLACK = sql`interval '1 minute'`;
const firstIdFrom = (from: SQLWrapper) =>
  sql`(select ${auditEvents.id} from ${auditEvents} where ${auditEvents.occurredAt} >= ${from}::timestamptz - ${TRANSACTION_SLACK} order by ${auditEvents.occurredAt} limit 1)`;
const lastIdBefore = (to: SQLWrapper) =>
  sql`(select ${auditEvents.id} from ${auditEvents} where ${auditEvents.occurredAt} < ${to}::timestamptz + ${TRANSACTION_SLACK} order by ${auditEvents.occurredAt} desc limit 1)`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]+)$/i;

/**
 * What a search looks for, told by its shape, so each kind reads one index: an id is a record's or a request's,
 * an address is an IP, anything else is words of a person's name or e-mail. People are found among the users
 * first and their events then by the actor index: a name nobody has costs one small query, not a walk through
 * every event looking for it.
 */
type SearchKind = 'id' | 'ip' | 'actor';
const searchKindOf = (q: string): SearchKind => (UUID.test(q) ? 'id' : IP_ADDRESS.test(q) ? 'ip' : 'actor');
const SEARCHES: Record<SearchKind, () => SQL | undefined> = {
  id: () => or(eq(auditEvents.entityId, bound('q')), eq(auditEvents.requestId, bound('q'))),
  ip: () => eq(auditEvents.ip, bound('q')),
  actor: () => sql`${auditEvents.actorId} = any(${bound('q')}::uuid[])`,
};
/** Enough people for any name a person would type; a search matching more is too wide to mean someone. */
const MAX_ACTORS_SEARCHED = 200;

async function actorsNamed(db: Database, words: string) {
  const pattern = `%${escapeLike(words)}%`;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        ilike(users.emailAddress, pattern),
        sql`(${users.firstName} || ' ' || coalesce(${users.lastName}, '')) ilike ${pattern}`,
      ),
    )
    .limit(MAX_ACTORS_SEARCHED);
  return rows.map((row) => row.id);
}

interface ListShape {
  filters: FilterName[];
  search?: SearchKind;
  start: PageStartShape;
}

const listStatement = preparedByShape((db: Database, shape: ListShape) => {
  const conditions: (SQL | undefined)[] = shape.filters.map((name) => FILTERS[name](bound(name)));
  if (shape.search) conditions.push(SEARCHES[shape.search]());
  conditions.push(pageStartCondition(KEYSET, shape.start));
  return db
    .select({ ...eventColumns, cursorKey: cursorKeyOf(KEYSET) })
    .from(auditEvents)
    .leftJoin(users, actorJoin)
    .where(and(...conditions))
    .orderBy(...keysetOrder(KEYSET))
    .limit(bound('limit'))
    .prepare('');
});

/** A day (`2026-11-23`) starts at its first instant; `to` takes the whole day, so it ends where the next starts. */
const instantOf = (value: string, end: boolean) => {
  if (value.includes('T')) return new Date(value);
  const day = new Date(`${value}T00:00:00Z`);
  if (end) day.setUTCDate(day.getUTCDate() + 1);
  return day;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** One page of the trail, newest first, and the cursor of the next page (null on the last). */
export async function listEvents(
  db: Database,
  filters: AuditFilters,
  page: { cursor?: string; perPage: number },
): Promise<{ rows: EventRow[]; nextCursor: string | null }> {
  const values: Record<string, unknown> = {
    actor: filters.actor,
    namespace: filters.namespace,
    record: filters.record,
    action: filters.action,
    from: filters.from ? instantOf(filters.from, false) : undefined,
    to: filters.to ? instantOf(filters.to, true) : undefined,
  };
  // Checked before anything is read: a garbled cursor is a 400 even when the search finds nobody.
  const start = describePageStart(KEYSET, { page: 1, perPage: page.perPage, cursor: page.cursor });
  const q = filters.q?.trim();
  const search = q ? searchKindOf(q) : undefined;
  const searched = search === 'actor' ? await actorsNamed(db, q!) : q;
  if (Array.isArray(searched) && searched.length === 0) return { rows: [], nextCursor: null };
  const shape: ListShape = {
    filters: FILTER_NAMES.filter((name) => values[name] !== undefined),
    search,
    start: start.shape,
  };
  const rows = (await listStatement(db, shape).execute({
    ...Object.fromEntries(shape.filters.map((name) => [name, values[name]])),
    ...(search ? { q: searched } : {}),
    ...start.values,
  })) as (EventRow & { cursorKey: string[] })[];
  const { rows: pageRows, nextCursor } = keysetPage(KEYSET, { page: 1, perPage: page.perPage }, start, rows);
  return { rows: pageRows, nextCursor };
}

/**
 * One record's events, newest first (the history tab). By when they happened, then id: the events migration 0016
 * took over from the old version tables carry their own times but later ids.
 */
export async function recordEvents(db: Database, namespace: string, recordId: string, limit = 500) {
  return (await db
    .select(eventColumns)
    .from(auditEvents)
    .leftJoin(users, actorJoin)
    .where(and(eq(auditEvents.namespace, namespace), eq(auditEvents.entityId, recordId)))
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(limit)) as EventRow[];
}
