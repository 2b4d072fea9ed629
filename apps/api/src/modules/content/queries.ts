import { and, count, eq, getTableColumns, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { userDisplayName, type ContentListQuery, type Language } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { preparedByShape } from '../../db/prepared-by-shape.ts';
import { contentItems, users, type ContentItemRow } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import {
  cursorKeyOf,
  describePageStart,
  keysetOrder,
  keysetPage,
  pageStartCondition,
  type Keyset,
  type PageStartShape,
} from '../../lib/keyset.ts';

const bound = (name: string) => sql.placeholder(name);

export async function findItemRow(db: Database, id: string, state: 'live' | 'deleted' | 'any' = 'live') {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(
      and(
        eq(contentItems.id, id),
        state === 'live'
          ? isNull(contentItems.deletedAt)
          : state === 'deleted'
            ? isNotNull(contentItems.deletedAt)
            : undefined,
      ),
    );
  if (!row) throw notFound();
  return row;
}

/** What a list statement is built from; its values are bound when it runs. */
interface WhereShape {
  deleted: boolean;
  type: boolean;
  category: boolean;
  search: boolean;
  /** A state in one language, a state in any language, or none. */
  status: 'none' | 'in-language' | 'any-language';
  missing: boolean;
}
interface PageShape {
  where: WhereShape;
  sort: 'updated_at' | 'title' | 'type';
  ascending: boolean;
  start: PageStartShape;
}

const languageText = (field: string) =>
  sql`${contentItems.translations} -> ${bound('language')}::text ->> ${sql.raw(`'${field}'`)}`;

function whereOf(shape: WhereShape): SQL | undefined {
  const status =
    shape.status === 'in-language'
      ? shape.missing
        ? sql`not (${contentItems.translations} ? ${bound('statusLanguage')}::text)`
        : sql`${contentItems.translations} -> ${bound('statusLanguage')}::text ->> 'status' = ${bound('status')}::text`
      : shape.status === 'any-language'
        ? shape.missing
          ? sql`(select count(*) from jsonb_object_keys(${contentItems.translations})) < 8`
          : sql`exists (select 1 from jsonb_each(${contentItems.translations}) as t(language, text) where t.text ->> 'status' = ${bound('status')}::text)`
        : undefined;
  return and(
    shape.deleted ? isNotNull(contentItems.deletedAt) : isNull(contentItems.deletedAt),
    shape.type ? sql`${contentItems.type} = ${bound('type')}::text` : undefined,
    shape.category ? sql`${contentItems.categoryId} = ${bound('category')}::uuid` : undefined,
    shape.search ? sql`${contentItems.searchText} like ${bound('search')}::text` : undefined,
    status,
  );
}

const sortColumn = (sort: PageShape['sort']) =>
  sort === 'title'
    ? sql`lower(coalesce(${languageText('title')}, ${contentItems.translations} -> ${contentItems.sourceLanguage} ->> 'title'))`
    : sort === 'type'
      ? contentItems.type
      : contentItems.updatedAt;

/** The order of a sort as a keyset ending in the id (lib/keyset.ts), so pages can be walked by cursor. */
const keysetOf = (sort: PageShape['sort'], ascending: boolean): Keyset => ({
  name: `content:${ascending ? '' : '-'}${sort}`,
  columns: [
    { column: sortColumn(sort), type: sort === 'updated_at' ? 'timestamptz' : 'text' },
    { column: contentItems.id, type: 'uuid' },
  ],
  descending: !ascending,
});

const preparedPage = preparedByShape((db, shape: PageShape) => {
  const keyset = keysetOf(shape.sort, shape.ascending);
  const where = whereOf(shape.where);
  return db
    .select({ ...getTableColumns(contentItems), cursorKey: cursorKeyOf(keyset) })
    .from(contentItems)
    .where(and(where, pageStartCondition(keyset, shape.start, { db, from: contentItems, where })))
    .orderBy(...keysetOrder(keyset, shape.start.reversed))
    .limit(bound('limit'))
    .prepare('');
});

const preparedTotal = preparedByShape((db, shape: WhereShape) =>
  db.select({ total: count() }).from(contentItems).where(whereOf(shape)).prepare(''),
);

/** One page of the list and the total, by statements built once per shape of filters and sort. */
export async function listItems(
  db: Database,
  query: ContentListQuery & { page: number; per_page: number },
  language: Language,
) {
  const status = query.status;
  const where: WhereShape = {
    deleted: query.deleted === 1,
    type: query.type !== undefined,
    category: query.category !== undefined,
    search: Boolean(query.q?.trim()),
    status: !status ? 'none' : query.status_language ? 'in-language' : 'any-language',
    missing: status === 'missing',
  };
  const sort = query.sort ?? '-updated_at';
  const ascending = !sort.startsWith('-');
  const field = sort.replace(/^-/, '') as PageShape['sort'];
  const keyset = keysetOf(field, ascending);
  const wanted = { page: query.page, perPage: query.per_page, cursor: query.cursor };
  const start = describePageStart(keyset, wanted);
  const shape: PageShape = { where, sort: field, ascending, start: start.shape };
  const values = {
    language,
    type: query.type,
    category: query.category,
    search: `%${(query.q ?? '')
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, (character) => `\\${character}`)}%`,
    status,
    statusLanguage: query.status_language,
  };
  const [read, [totals]] = await Promise.all([
    preparedPage(db, shape).execute({ ...values, ...start.values }),
    preparedTotal(db, where).execute(values),
  ]);
  const page = keysetPage(keyset, wanted, start, read);
  const rows: ContentItemRow[] = page.rows.map(({ cursorKey: _key, ...row }) => row);
  return { ...page, rows, total: totals?.total ?? 0 };
}

/** People by id, for authors of items and versions. */
export async function peopleByIds(db: Database, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(
    rows.map((row) => [
      row.id,
      userDisplayName({ role: row.role, first_name: row.firstName, last_name: row.lastName }),
    ]),
  );
}

export type { ContentItemRow };
