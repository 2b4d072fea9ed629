import { and, count, eq, getTableColumns, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  USER_DEFAULT_SORT,
  type UserListQuery,
  type UserPage,
  type UserSortField,
} from '@coachyard/contract';
import { users } from '../../db/schema/index.ts';
import { cursorKeyOf, keysetPage, keysetWindow, type KeyColumn, type Keyset } from '../../lib/keyset.ts';
import { visibleUsersScope } from '../../lib/scope.ts';
import { actorOf } from './policy.ts';
import { presentUserListItem } from './present.ts';
import { presenterFor } from './service.ts';

type App = Pick<FastifyInstance, 'db' | 'storage' | 'config' | 'tokens'>;
type ListQuery = Omit<UserListQuery, 'page' | 'per_page' | 'is_active' | 'deleted'> & {
  page: number;
  per_page: number;
  is_active?: 0 | 1;
  deleted?: 0 | 1;
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
/** Names sort by the Unicode collation, so Şahin comes after Sahin, not after Zorlu. */
const collated = (column: SQL | typeof users.firstName) => sql`${column} collate "und-x-icu"`;

/** What a phone number is written with: digits, spaces, a plus, brackets, dots, slashes and hyphens. */
const PHONE_LIKE = /^[\d\s+()./-]+$/;

/**
 * q: first or last name, both together, email, or phone — the phone by its digits whatever the hyphens, when q is
 * written as a phone number (the digits of an email such as `ayse.k1978@…` are not a phone number to look for).
 */
function searchCondition(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = likePattern(text);
  const digits = PHONE_LIKE.test(text) ? text.replace(/\D/g, '') : '';
  return or(
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    sql`(${users.firstName} || ' ' || coalesce(${users.lastName}, '')) ilike ${pattern}`,
    ilike(users.emailAddress, pattern),
    ilike(users.phoneNumber, pattern),
    digits.length >= 3
      ? sql`regexp_replace(coalesce(${users.phoneNumber}, ''), '\\D', '', 'g') like ${`%${digits}%`}`
      : undefined,
  );
}

const byText = (column: SQL): KeyColumn => ({ column, type: 'text' });
const SORT_COLUMNS: Record<UserSortField, KeyColumn[]> = {
  name: [byText(collated(users.firstName)), byText(collated(sql`coalesce(${users.lastName}, '')`))],
  first_name: [byText(collated(users.firstName))],
  last_name: [byText(collated(sql`coalesce(${users.lastName}, '')`))],
  email_address: [byText(sql`lower(${users.emailAddress})`)],
  role: [byText(sql`${users.role}`)],
  is_active: [{ column: sql`${users.isActive}`, type: 'boolean' }],
  created_at: [{ column: sql`${users.createdAt}`, type: 'timestamptz' }],
  updated_at: [{ column: sql`${users.updatedAt}`, type: 'timestamptz' }],
};

/** The order of a sort, as a keyset ending in the id (lib/keyset.ts), so pages can be walked by cursor. */
const keysetOf = (sort: string): Keyset => {
  const descending = sort.startsWith('-');
  const field = (descending ? sort.slice(1) : sort) as UserSortField;
  return {
    name: `users:${sort}`,
    columns: [...SORT_COLUMNS[field], { column: users.id, type: 'uuid' }],
    descending,
  };
};

/** GET /api/users: the caller's row scope, filters, search, an allowlisted sort and a page with its total. */
export async function listUsers(app: App, request: FastifyRequest, query: ListQuery): Promise<UserPage> {
  const actor = actorOf(request);
  const where = and(
    query.deleted === 1 ? isNotNull(users.deletedAt) : isNull(users.deletedAt),
    visibleUsersScope(app.db, actor),
    query.role ? eq(users.role, query.role) : undefined,
    query.is_active !== undefined ? eq(users.isActive, query.is_active === 1) : undefined,
    query.country ? eq(users.country, query.country) : undefined,
    query.city ? eq(users.city, query.city) : undefined,
    searchCondition(query.q),
  );
  const keyset = keysetOf(query.sort || USER_DEFAULT_SORT);
  const wanted = { page: query.page, perPage: query.per_page, cursor: query.cursor };
  const window = keysetWindow(keyset, wanted);
  const [read, [counted]] = await Promise.all([
    app.db
      .select({ ...getTableColumns(users), cursorKey: cursorKeyOf(keyset) })
      .from(users)
      .where(and(where, window.where))
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset),
    app.db.select({ total: count() }).from(users).where(where),
  ]);
  const page = keysetPage(keyset, wanted, window.start, read);
  const rows = page.rows.map(({ cursorKey: _key, ...row }) => row);
  const present = await presenterFor(app, request, rows);
  return {
    items: rows.map((row) => presentUserListItem(present(row))),
    total: counted?.total ?? 0,
    page: page.page,
    per_page: query.per_page,
    next_cursor: page.nextCursor,
    prev_cursor: page.prevCursor,
  };
}
