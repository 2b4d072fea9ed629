import { and, desc, eq, gte, inArray, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AuditListQuery } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { preparedByShape } from '../../db/prepared-by-shape.ts';
import { auditEvents, users } from '../../db/schema/index.ts';
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
  from: (value: SQLWrapper) => gte(auditEvents.occurredAt, value),
  to: (value: SQLWrapper) => lt(auditEvents.occurredAt, value),
  cursor: (value: SQLWrapper) => lt(auditEvents.id, value),
};
type FilterName = keyof typeof FILTERS;
const FILTER_NAMES = Object.keys(FILTERS) as FilterName[];

/**
 * The search: a record id, a request id or an IP address as given, or words of the actor's name or e-mail
 * (found among the users first, so the trail itself is only read through its actor index).
 */
const searchCondition = () =>
  or(
    eq(auditEvents.entityId, bound('q')),
    eq(auditEvents.requestId, bound('q')),
    eq(auditEvents.ip, bound('q')),
    inArray(
      auditEvents.actorId,
      sql`(select ${users.id} from ${users} where ${users.emailAddress} ilike ${bound('q_like')}
        or (${users.firstName} || ' ' || coalesce(${users.lastName}, '')) ilike ${bound('q_like')})`,
    ),
  );

interface ListShape {
  filters: FilterName[];
  search: boolean;
}

const listStatement = preparedByShape((db: Database, shape: ListShape) => {
  const conditions: (SQL | undefined)[] = shape.filters.map((name) => FILTERS[name](bound(name)));
  if (shape.search) conditions.push(searchCondition());
  return db
    .select(eventColumns)
    .from(auditEvents)
    .leftJoin(users, actorJoin)
    .where(and(...conditions))
    .orderBy(desc(auditEvents.id))
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
    cursor: page.cursor ? Number(page.cursor) : undefined,
  };
  const search = Boolean(filters.q);
  const shape: ListShape = { filters: FILTER_NAMES.filter((name) => values[name] !== undefined), search };
  const rows = (await listStatement(db, shape).execute({
    ...Object.fromEntries(shape.filters.map((name) => [name, values[name]])),
    ...(search ? { q: filters.q, q_like: `%${escapeLike(filters.q!)}%` } : {}),
    limit: page.perPage + 1,
  })) as EventRow[];
  const more = rows.length > page.perPage;
  const pageRows = more ? rows.slice(0, page.perPage) : rows;
  return { rows: pageRows, nextCursor: more ? String(pageRows.at(-1)!.id) : null };
}

/** One record's events, newest first (the history tab). */
export async function recordEvents(db: Database, namespace: string, recordId: string, limit = 500) {
  return (await db
    .select(eventColumns)
    .from(auditEvents)
    .leftJoin(users, actorJoin)
    .where(and(eq(auditEvents.namespace, namespace), eq(auditEvents.entityId, recordId)))
    .orderBy(desc(auditEvents.id))
    .limit(limit)) as EventRow[];
}
