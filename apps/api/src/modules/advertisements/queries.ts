import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Role } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { leanStatement } from '../../db/lean-statement.ts';
import { planOnceName, preparedByShape } from '../../db/prepared-by-shape.ts';
import { advertisements, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { WriteClearedCache } from '../../lib/write-cleared-cache.ts';
import type { ScopedActor } from '../../lib/scope.ts';
import { keysetPage, pageOffsetOf } from '../../lib/keyset.ts';
import type { PageAnchors } from '../../lib/page-anchors.ts';
import {
  boundScopeOf,
  describeList,
  preparedPage,
  preparedTotal,
  rowColumns,
  type ListRequest,
} from './list-statements.ts';
import { anchorWalkOf } from './page-anchors.ts';
import type { FullRow, ListRow } from './present.ts';

export { parseSort, scopeOf } from './list-statements.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PageRequest extends ListRequest {
  /** Where the total comes from: a recent count of the same rows, or (`false`) none, for an export's batches. */
  totals?: WriteClearedCache<number> | false;
  /** Where deep pages by number start from (lib/page-anchors.ts); without, they walk from the top. */
  anchors?: PageAnchors;
}

/** The anchor a page by number starts from, when it is deep enough to need one. */
async function anchorOf(db: Database, request: PageRequest) {
  if (!request.anchors || request.cursor) return null;
  const { list, walk } = anchorWalkOf(db, request);
  return request.anchors.nearest(list, pageOffsetOf(request), walk);
}

/** The total of a list: counted now, taken from a recent count of the same rows, or (for an export) none. */
function totalOf(
  db: Database,
  total: ReturnType<typeof describeList>['total'],
  totals: WriteClearedCache<number> | false | undefined,
) {
  if (totals === false) return Promise.resolve(0);
  const countRows = () =>
    preparedTotal(db, total.shape)
      .execute(total.values)
      .then(([row]) => row?.total ?? 0);
  return totals ? totals.get(JSON.stringify([total.shape, total.values]), countRows) : countRows();
}

export interface ListPage<Row> {
  rows: Row[];
  total: number;
  page: number;
  nextCursor: string | null;
  prevCursor: string | null;
}

type WithCursorKey = { cursorKey: string[] };

/**
 * One page with its total. Pages are addressed by number or by a cursor of a previous answer (lib/keyset.ts:
 * as fast deep down as on page 1); either way the answer carries the cursors of its neighbours.
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
  const anchor = await anchorOf(db, request);
  const {
    page: pageStatement,
    total: totalStatement,
    keyset,
    start,
  } = describeList(request, columns, anchor);
  const [fetched, total] = await Promise.all([
    preparedPage(db, pageStatement.shape).execute(pageStatement.values),
    totalOf(db, totalStatement, request.totals),
  ]);
  const rows = (fetched as unknown as (WithCursorKey & Record<string, unknown>)[]).map((row) =>
    columns === 'full' ? { ...(row.row as object), ownerName: row.ownerName, cursorKey: row.cursorKey } : row,
  ) as unknown as (WithCursorKey & (ListRow | FullRow))[];
  return { ...keysetPage(keyset, request, start, rows), total };
}

/** What reading one ad is built from: whose scope it is read in (`any`: none), and live or deleted. */
interface VisibleRowShape {
  audience: Role | 'any';
  state: 'live' | 'deleted';
}

/** The query of one ad by id (bound at run time, as the actor's id) within an audience's scope. */
export const visibleRowQuery = (db: Database, shape: VisibleRowShape) =>
  db
    .select({ row: rowColumns, ownerName: users.firstName, ownerManagerId: users.managerId })
    .from(advertisements)
    .leftJoin(users, eq(users.id, advertisements.ownerId))
    .where(
      and(
        eq(advertisements.id, sql.placeholder('id')),
        shape.state === 'live' ? isNull(advertisements.deletedAt) : isNotNull(advertisements.deletedAt),
        shape.audience === 'any' ? undefined : boundScopeOf(db, shape.audience),
      ),
    );

/** Read before every show, change and status move of an ad: built once per shape. */
const visibleRowStatement = preparedByShape((db, shape: VisibleRowShape) =>
  leanStatement(visibleRowQuery(db, shape).prepare(planOnceName())),
);

/** An ad as read by id: with its owner's manager, whose REPRESENTATIVE may see it too. */
export type VisibleRow = FullRow & { ownerManagerId: string | null };

/** One ad the actor may see, live (default) or deleted; anything else is a 404, like a missing one. */
export async function findVisible(
  db: Database,
  actor: ScopedActor | null,
  id: string,
  state: 'live' | 'deleted' = 'live',
): Promise<VisibleRow> {
  if (!UUID.test(id)) throw notFound();
  const [found] = await visibleRowStatement(db, { audience: actor?.role ?? 'any', state }).execute({
    id,
    actor: actor?.id,
  });
  if (!found) throw notFound();
  return { ...found.row, ownerName: found.ownerName, ownerManagerId: found.ownerManagerId };
}

/** A published ad by its short id (the public site) or its id (a lead's intake), or a 404. */
export async function findPublished(db: Database, reference: string): Promise<FullRow> {
  const [found] = await db
    .select({ row: rowColumns, ownerName: users.firstName })
    .from(advertisements)
    .leftJoin(users, eq(users.id, advertisements.ownerId))
    .where(
      and(
        UUID.test(reference)
          ? eq(advertisements.id, reference)
          : eq(advertisements.shortId, reference.toUpperCase()),
        eq(advertisements.status, 'published'),
        isNull(advertisements.deletedAt),
      ),
    );
  if (!found) throw notFound();
  return { ...found.row, ownerName: found.ownerName };
}
