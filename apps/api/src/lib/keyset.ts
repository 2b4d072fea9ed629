import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { AppError } from './errors.ts';

/**
 * The keyset cursor of every long list (issue 18): advertisements, the audit trail, the lead inboxes. A list
 * declares its order as a keyset (its sort columns, ending in a unique one, the id) and gets:
 *   - pages that start where a cursor says (`(sort, id) > (value, id)`): as fast deep down as on page 1;
 *   - pages by number that start at the row an index-only walk over the sort key finds, then read on like a
 *     cursor, instead of OFFSET reading every full row (its joins and subqueries) before the page;
 *   - the cursors of a page's neighbours (`next_cursor`, `prev_cursor`), each knowing the page number it leads to;
 *   - one 400 in the envelope (`fields.cursor`) for a cursor that is garbled or made for another list or order.
 * A cursor is opaque to clients: base64url JSON of the keyset's name, the boundary row's key values (as text), the
 * page it leads to and the direction. A list walked only forward by one column may keep that column's value as its
 * cursor (`plain`: the audit trail's event id, as its contract has always said).
 */

/** How a key value is read back in SQL, and what a cursor's text for it must look like. */
const KEY_TYPES = {
  timestamptz: (text: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/.test(text),
  bigint: (text: string) =>
    /^-?\d{1,19}$/.test(text) &&
    BigInt(text) <= 9_223_372_036_854_775_807n &&
    BigInt(text) >= -9_223_372_036_854_775_808n,
  integer: (text: string) => /^-?\d{1,10}$/.test(text) && Math.abs(Number(text)) <= 2_147_483_647,
  boolean: (text: string) => text === 'true' || text === 'false',
  uuid: (text: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text),
  // eslint-disable-next-line no-control-regex -- a NUL is the one character PostgreSQL text cannot hold
  text: (text: string) => text.length <= 500 && !/\u0000/.test(text),
} satisfies Record<string, (text: string) => boolean>;
export type KeyType = keyof typeof KEY_TYPES;

export interface KeyColumn {
  column: SQL | AnyPgColumn;
  type: KeyType;
}

/** A list's order: its columns (the last one unique), all ascending or all descending. */
export interface Keyset {
  /**
   * What a cursor was made for (`advertisements` use the sort as the client wrote it, `-updated_at`; an inbox
   * `leads_query:-created_at`): a cursor of another list or order is refused rather than misread.
   */
  name: string;
  columns: readonly KeyColumn[];
  descending: boolean;
  /** The cursor is the one column's value itself, walked forward only. */
  plain?: boolean;
}

/** Where a cursor points: after (`next`) or before (`prev`) the row with these key values, and the page it is. */
export interface CursorPosition {
  values: string[];
  page: number;
  direction: 'next' | 'prev';
}

const cursorInvalid = () =>
  new AppError('VALIDATION', 'errors.validation', { fields: { cursor: ['common.cursor_invalid'] } });

export function encodeCursor(keyset: Keyset, position: CursorPosition): string {
  if (keyset.plain) return position.values[0]!;
  return Buffer.from(
    JSON.stringify([
      keyset.name,
      ...position.values,
      position.page,
      position.direction === 'next' ? 'n' : 'p',
    ]),
  ).toString('base64url');
}

/** The position a cursor of this keyset stands for; anything else is a 400 on `cursor`. */
export function decodeCursor(keyset: Keyset, text: string): CursorPosition {
  const fits = (values: unknown[]): values is string[] =>
    values.length === keyset.columns.length &&
    values.every(
      (value, index) => typeof value === 'string' && KEY_TYPES[keyset.columns[index]!.type](value),
    );
  if (keyset.plain) {
    if (!fits([text])) throw cursorInvalid();
    return { values: [text], page: 1, direction: 'next' };
  }
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw cursorInvalid();
  }
  if (!Array.isArray(parts) || parts.length !== keyset.columns.length + 3) throw cursorInvalid();
  const [name, ...rest] = parts as unknown[];
  const direction = rest.pop();
  const page = rest.pop();
  if (
    name !== keyset.name ||
    !fits(rest) ||
    typeof page !== 'number' ||
    !Number.isSafeInteger(page) ||
    page < 1 ||
    (direction !== 'n' && direction !== 'p')
  )
    throw cursorInvalid();
  return { values: rest, page, direction: direction === 'n' ? 'next' : 'prev' };
}

/** A key column as the text a cursor holds: timestamps in UTC ISO 8601, whatever the session's DateStyle. */
const asText = ({ column, type }: KeyColumn) =>
  type === 'timestamptz'
    ? sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : sql`${column}::text`;

/** Select this beside a page's rows (as `cursorKey`): the key values its cursors are made of. */
export const cursorKeyOf = (keyset: Keyset) =>
  sql<string[]>`array[${sql.join(keyset.columns.map(asText), sql`, `)}]`;

/** ORDER BY of the keyset, or of its reverse (a page read backwards from a `prev` cursor). */
export const keysetOrder = (keyset: Keyset, reversed = false) =>
  keyset.columns.map(({ column }) => (keyset.descending !== reversed ? desc(column) : asc(column)));

const keyTuple = (keyset: Keyset) =>
  sql`(${sql.join(
    keyset.columns.map(({ column }) => sql`${column}`),
    sql`, `,
  )})`;

/** The placeholders a cursor's values are bound to (`key0`, `key1`, …), each read back as its column's type. */
const boundPosition = (keyset: Keyset) =>
  sql`(${sql.join(
    keyset.columns.map(({ type }, index) => sql`${sql.placeholder(`key${index}`)}::${sql.raw(type)}`),
    sql`, `,
  )})`;

/** How a page statement starts; part of its shape, never a value. */
export interface PageStartShape {
  /**
   * From the top, after a cursor's row, or from the row an index-only walk finds at an offset (a page number),
   * walking from the top or (`anchored`) from a known row near the page (lib/page-anchors.ts).
   */
  start: 'top' | 'cursor' | 'offset' | 'anchored';
  /** Read backwards (a `prev` cursor), then turned around. */
  reversed: boolean;
}

/** The rows a page is read from: an index-only walk over their sort key finds where a page by number starts. */
export interface PageSource {
  db: Database;
  from: PgTable;
  where: SQL | undefined;
}

/**
 * The WHERE condition a page starts with. A page by number starts at the row a walk over the source's key columns
 * alone finds at `offset` (bound when the statement runs); a list paged by cursor only gives no source.
 */
export function pageStartCondition(
  keyset: Keyset,
  shape: PageStartShape,
  source?: PageSource,
): SQL | undefined {
  if (shape.start === 'top') return undefined;
  const forward = keyset.descending === shape.reversed;
  const than =
    shape.start === 'cursor'
      ? boundPosition(keyset)
      : sql`(${offsetRow(keyset, source, shape.start === 'anchored')})`;
  const operator = `${forward ? '>' : '<'}${shape.start === 'cursor' ? '' : '='}`;
  return sql`${keyTuple(keyset)} ${sql.raw(operator)} ${than}`;
}

/** The row whose key values are bound as a cursor's are (`key0`, …) and every row after it in the keyset's order. */
export const fromBoundRow = (keyset: Keyset) =>
  sql`${keyTuple(keyset)} ${sql.raw(keyset.descending ? '<=' : '>=')} ${boundPosition(keyset)}`;

function offsetRow(keyset: Keyset, source: PageSource | undefined, anchored: boolean) {
  if (!source) throw new Error(`${keyset.name} pages by cursor only`);
  const fromAnchor = anchored ? fromBoundRow(keyset) : undefined;
  return source.db
    .select(keyColumnsOf(keyset))
    .from(source.from)
    .where(fromAnchor ? and(source.where, fromAnchor) : source.where)
    .orderBy(...keysetOrder(keyset))
    .offset(sql.placeholder('offset'))
    .limit(1);
}

/** The key columns alone, as a page start's walk selects them. */
const keyColumnsOf = (keyset: Keyset) =>
  Object.fromEntries(keyset.columns.map(({ column }, index) => [`key${index}`, column])) as Record<
    string,
    SQL | AnyPgColumn
  >;

export interface PageRequest {
  /** 1-based; ignored when a cursor is given (the cursor knows its page). */
  page: number;
  perPage: number;
  cursor?: string;
}

/** A row's key values bound as `key0`, `key1`, … (a cursor's, an anchor's). */
export const boundKeyValues = (values: readonly string[]) =>
  Object.fromEntries(values.map((value, index) => [`key${index}`, value]));

/** The offset of a page by number's first row. */
export const pageOffsetOf = (request: PageRequest) => (request.page - 1) * request.perPage;

/**
 * Where a page starts and the values its statement binds for that (with `limit`: one row more than asked). A page
 * by number with an `anchor` at or before its offset walks from the anchor's row.
 */
export function describePageStart(
  keyset: Keyset,
  request: PageRequest,
  anchor?: { position: number; values: string[] } | null,
) {
  const cursor = request.cursor ? decodeCursor(keyset, request.cursor) : null;
  const offset = cursor ? 0 : pageOffsetOf(request);
  const anchored = !cursor && offset > 0 && anchor ? anchor : null;
  const shape: PageStartShape = {
    start: cursor ? 'cursor' : anchored ? 'anchored' : offset > 0 ? 'offset' : 'top',
    reversed: cursor?.direction === 'prev',
  };
  const values: Record<string, unknown> = {
    ...(cursor
      ? boundKeyValues(cursor.values)
      : anchored
        ? { ...boundKeyValues(anchored.values), offset: offset - anchored.position }
        : offset > 0
          ? { offset }
          : {}),
    // One row more than asked tells whether a next page exists.
    limit: request.perPage + 1,
  };
  return { shape, values, cursor };
}

export interface KeysetPage<Row> {
  rows: Row[];
  /** The page these rows are: the one asked for, or the one the cursor leads to. */
  page: number;
  nextCursor: string | null;
  prevCursor: string | null;
}

/**
 * The page from the rows its statement read (one more than asked, in the order read): the extra row dropped, a
 * backwards read turned around, and the cursors of the pages before and after made from its first and last rows.
 */
export function keysetPage<Row extends { cursorKey: string[] }>(
  keyset: Keyset,
  request: PageRequest,
  start: { cursor: CursorPosition | null; shape: PageStartShape },
  read: Row[],
): KeysetPage<Row> {
  const rows = [...read];
  const more = rows.length > request.perPage;
  if (more) rows.pop();
  const { cursor } = start;
  const backwards = start.shape.reversed;
  if (backwards) rows.reverse();
  const page = !cursor ? request.page : backwards ? (more ? Math.max(cursor.page, 2) : 1) : cursor.page;
  const hasNext = backwards ? rows.length > 0 : more;
  const hasPrev = !keyset.plain && page > 1 && rows.length > 0;
  const edge = (row: Row | undefined, target: number, direction: CursorPosition['direction']) =>
    row ? encodeCursor(keyset, { values: row.cursorKey, page: target, direction }) : null;
  return {
    rows,
    page,
    nextCursor: hasNext ? edge(rows.at(-1), page + 1, 'next') : null,
    prevCursor: hasPrev ? edge(rows[0], page - 1, 'prev') : null,
  };
}

/**
 * Where a page of a small list starts, for a statement built per request rather than prepared by shape (users,
 * content): after a cursor's row (its values bound in place), else at an offset. `limit` is one row more than asked.
 */
export function keysetWindow(keyset: Keyset, request: PageRequest) {
  const start = describePageStart(keyset, request);
  const { cursor, shape } = start;
  const forward = keyset.descending === shape.reversed;
  const position = cursor
    ? sql`(${sql.join(
        cursor.values.map((value, index) => sql`${value}::${sql.raw(keyset.columns[index]!.type)}`),
        sql`, `,
      )})`
    : undefined;
  return {
    start,
    where: position ? sql`${keyTuple(keyset)} ${sql.raw(forward ? '>' : '<')} ${position}` : undefined,
    orderBy: keysetOrder(keyset, shape.reversed),
    limit: request.perPage + 1,
    offset: cursor ? 0 : (request.page - 1) * request.perPage,
  };
}
