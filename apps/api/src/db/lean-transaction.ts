import { DrizzleQueryError } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './client.ts';

type Inner = { dialect: never; session: { options: object } };

/** Runs `begin`, `commit` or `rollback`, failing as Drizzle's own transaction statements fail. */
const run = async (client: pg.PoolClient, statement: string) => {
  try {
    await client.query(statement);
  } catch (error) {
    throw new DrizzleQueryError(statement, [], error as Error);
  }
};

/**
 * `db.transaction(work)` without what Drizzle builds for every transaction: a relational query builder for each
 * table of the schema (no write reads through them) and its `begin` and `commit` written out as statements of its
 * own. Every versioned change runs in one (issue 30: CPU per PATCH). Inside a transaction, a savepoint as Drizzle's.
 */
export async function leanTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  const pool = (db as Partial<Database>).$client;
  if (!(pool instanceof pg.Pool)) return db.transaction((tx) => work(tx as unknown as Database));
  const { dialect, session: outer } = db as unknown as Inner;
  const client = await pool.connect();
  try {
    const tx = new NodePgTransaction(
      dialect,
      new NodePgSession(client, dialect, undefined, outer.options),
      undefined,
    );
    await run(client, 'begin');
    try {
      const result = await work(tx as unknown as Database);
      await run(client, 'commit');
      return result;
    } catch (error) {
      await run(client, 'rollback');
      throw error;
    }
  } finally {
    client.release();
  }
}
