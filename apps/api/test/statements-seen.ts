import type pg from 'pg';

/** A statement as PostgreSQL receives it from the app: its text and its parameters. */
export interface SeenStatement {
  text: string;
  values: unknown[];
}

/**
 * Records the app's own statements as PostgreSQL receives them, on every connection of its pool (each statement
 * still runs), from now on: tests count what a request or a run sends.
 */
export function statementsSeen(pool: pg.Pool): SeenStatement[] {
  const statements: SeenStatement[] = [];
  const counted = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => {
    if (counted.has(client)) return;
    counted.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
      const text = typeof first === 'string' ? first : first.text;
      // A statement's parameters come as the second argument or inside the first (a query config).
      const values = (typeof first === 'string' ? undefined : first.values) ?? second ?? [];
      statements.push({ text, values: Array.isArray(values) ? values : [] });
      return query(...args);
    };
  });
  return statements;
}
