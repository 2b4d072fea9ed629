/**
 * The bench's twin of an inbox list (bench/suites/leads.ts): a bare Fastify server that sends PostgreSQL the very
 * statements `GET /api/leads_query` sends for each measured case — the page, the total and the read of the ads the
 * page points at, built once by the API's own query builders — and answers the raw rows. What the API adds on top
 * (auth, privileges, validation, presenting, response schemas) is the difference the bench measures.
 *
 * Env: DATABASE_URL, PORT, RAW_CASES = JSON { name: { query: list query string, actor: { id, role } } }.
 */
import Fastify from 'fastify';
import { inArray } from 'drizzle-orm';
import { leadListQuerySchema, type Role } from '@coachyard/contract';
import { createDatabase } from '../../../db/client.ts';
import { advertisements } from '../../../db/schema/index.ts';
import { rowColumns } from '../../advertisements/index.ts';
import { listSql, parseSort } from '../list-statements.ts';

const db = createDatabase(process.env.DATABASE_URL!);
const pool = db.$client;

type Case = { query: string; actor: { id: string; role: Role } };

/** Each case's page and total statements, as the API builds them for its caller (row scope included). */
const listCases = Object.fromEntries(
  Object.entries(JSON.parse(process.env.RAW_CASES ?? '{}') as Record<string, Case>).map(([name, entry]) => {
    const {
      page,
      per_page,
      sort,
      cursor,
      lang: _lang,
      records: _records,
      ...filters
    } = leadListQuerySchema.parse(Object.fromEntries(new URLSearchParams(entry.query)));
    const statements = listSql(db, {
      kind: 'query',
      actor: entry.actor,
      filters,
      sort: parseSort(sort),
      page,
      perPage: per_page,
      cursor,
    });
    return [name, statements];
  }),
);

/** The advertisements module's read of the ads a page points at (its refs: short id, title, thumbnail). */
const refsSql = (ids: string[]) =>
  db.select(rowColumns).from(advertisements).where(inArray(advertisements.id, ids)).toSQL();

const app = Fastify({ logger: false });

app.get('/raw/ready', async () => ({ ready: true }));

app.get<{ Params: { name: string } }>('/raw/list/:name', async (request, reply) => {
  const statements = listCases[request.params.name];
  if (!statements) return reply.code(404).send({ error: 'unknown case' });
  // Page and total together, and the page's unread flags after it, as listLeads sends them.
  const [page, total] = await Promise.all([
    pool.query(statements.page.sql, statements.page.params).then(async (result) => {
      const read = statements.readAmong(result.rows.map((row) => row.id as string));
      if (result.rows.length) await pool.query(read.sql, read.params);
      return result;
    }),
    pool.query(statements.total.sql, statements.total.params),
  ]);
  const ids = [...new Set(page.rows.flatMap((row) => (row.advertisement_id ? [row.advertisement_id] : [])))];
  const refs = ids.length ? refsSql(ids) : null;
  const refRows = refs ? (await pool.query(refs.sql, refs.params)).rows : [];
  return { data: { items: page.rows, refs: refRows, total: Number(total.rows[0].count) } };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGINT', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
