/**
 * The bench's twin of the advertisements endpoints (bench/suites/advertisements.ts): a bare Fastify server that
 * runs the very SQL the API runs for each measured case — built once by the API's own query builders, then sent
 * through `pg` as is — and answers the raw rows. What the API adds on top (auth, privileges, validation,
 * presenting, response schemas) is the difference the bench measures.
 *
 * Env: DATABASE_URL, PORT, RAW_CASES = JSON { name: list query string }, RAW_GET_ID = an ad id.
 */
import Fastify from 'fastify';
import type { PoolClient } from 'pg';
import { fillPlaceholders } from 'drizzle-orm';
import { advertisementListQuerySchema } from '@coachyard/contract';
import { createDatabase } from '../../../db/client.ts';
import { createCacheBus } from '../../../lib/cache-bus.ts';
import { comparablesQueryOf, priceBandAmong, type Comparables } from '../../signals/index.ts';
import { listSql } from '../list-statements.ts';
import { parseSort, visibleRowQuery } from '../queries.ts';

const db = createDatabase(process.env.DATABASE_URL!);
const pool = db.$client;
/** A write is announced to the instances after it commits, as the API's are (plugins/write-cleared-caches.ts). */
const bus = createCacheBus(pool);
await bus.ready();

/** The count and page statements of each list case, as the API builds them for an ADMIN (no row scope). */
const listCases = Object.fromEntries(
  Object.entries(JSON.parse(process.env.RAW_CASES ?? '{}') as Record<string, string>).map(([name, query]) => {
    const parsed = advertisementListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const statements = listSql(db, {
      audience: { id: '00000000-0000-4000-8000-000000000000', role: 'ADMIN' },
      filters: parsed,
      sort: parseSort(parsed.sort),
      page: parsed.page,
      perPage: parsed.per_page,
      cursor: parsed.cursor,
    });
    return [name, statements];
  }),
);

const app = Fastify({ logger: false });

app.get<{ Params: { name: string } }>('/raw/list/:name', async (request, reply) => {
  const statements = listCases[request.params.name];
  if (!statements) return reply.code(404).send({ error: 'unknown case' });
  const [page, total] = await Promise.all([
    pool.query(statements.page.sql, statements.page.params),
    pool.query(statements.total.sql, statements.total.params),
  ]);
  return { data: { items: page.rows, total: Number(total.rows[0].total) } };
});

/** The API's read of one ad (no row scope), with its id. */
const visibleRow = visibleRowQuery(db, { audience: 'any', state: 'live' }).toSQL();
const visibleRowParams = (id: string) => fillPlaceholders(visibleRow.params, { id });

const getId = process.env.RAW_GET_ID ?? '00000000-0000-4000-8000-000000000000';
app.get('/raw/get', async () => ({
  data: (await pool.query(visibleRow.sql, visibleRowParams(getId))).rows[0],
}));

/**
 * PATCH { price_minor } of one ad: the statements the API runs for it — read the visible row, read the lookups
 * it points at, then in one transaction read it again, update it at its version, write the audit event, and run
 * what the trust signals run for a new price (issue 27: the comparables of its price band, then the stored score
 * and bands), then announce the change to the other instances — answering the updated row, as the API answers the
 * updated ad (and as the raw read answers its row).
 */
app.patch<{ Params: { id: string }; Body: { version: number; price_minor: number } }>(
  '/raw/patch/:id',
  async (request, reply) => {
    const { id } = request.params;
    const [found] = (await pool.query(visibleRow.sql, visibleRowParams(id))).rows;
    if (!found) return reply.code(404).send({ error: 'not found' });
    await pool.query(
      `select i.id, c.slug, i.parent_id, i.slug, i.name, i.translations, i.is_active, i.position, i.attributes
         from collection_items i join collections c on c.id = i.collection_id
        where i.id = any($1) and i.deleted_at is null and c.deleted_at is null order by i.position, i.name`,
      [[found.brand_id, found.model_id, found.vehicle_type_id, found.country_id, found.city_id]],
    );
    const client = await pool.connect();
    let after: Record<string, never> | undefined;
    try {
      await client.query('begin');
      const [before] = (
        await client.query('select * from advertisements where id = $1 and deleted_at is null', [id])
      ).rows;
      [after] = (
        await client.query(
          `update advertisements set price_minor = $3, version = version + 1, updated_at = now()
            where id = $1 and version = $2 and deleted_at is null returning *`,
          [id, request.body.version, request.body.price_minor],
        )
      ).rows;
      if (!after) {
        await client.query('rollback');
        return reply.code(409).send({ error: { current: { version: before?.version } } });
      }
      await client.query(
        `insert into audit_events (action, namespace, entity_id, before, after) values ('update', 'advertisements', $1, $2, $3)`,
        [id, { price_minor: before.price_minor }, { price_minor: after.price_minor }],
      );
      await storeSignalsRaw(client, after);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    await bus.announce(['advertisements']);
    return { data: after };
  },
);

/** The two statements the signals hook runs for a PATCH of the price (modules/signals/on-write.ts). */
async function storeSignalsRaw(client: PoolClient, row: Record<string, never>) {
  const { query, values } = comparablesQueryOf(db, {
    id: row.id,
    modelId: row.model_id,
    year: row.year,
    mileage: row.mileage,
    seats: row.seats,
    priceMinor: row.price_minor,
    currency: row.currency,
  });
  const found = (await client.query<Comparables>(query.sql, fillPlaceholders(query.params, values))).rows[0]!;
  const { band } = priceBandAmong({ priceMinor: row.price_minor, currency: row.currency }, found);
  await client.query(
    `update advertisements set health_score = $2, health_band = $3, price_band = $4, review_rank = $5,
            signal_facts = $6 where id = $1`,
    [row.id, row.health_score, row.health_band, band, row.review_rank, row.signal_facts],
  );
}

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on(
  'SIGINT',
  () =>
    void app
      .close()
      .then(() => bus.close())
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
