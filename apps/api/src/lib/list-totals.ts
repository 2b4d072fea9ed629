/** A count statement as the query builder renders it: its text and parameters are the cache key. */
export interface CountStatement {
  toSQL(): { sql: string; params: unknown[] };
}

export interface ListTotals {
  /** The total of `statement`: the one counted earlier while still valid, else counted now by `count`. */
  total(statement: CountStatement, count: () => Promise<number>): Promise<number>;
  /** Forgets every total: called once a write has committed, so the next list counts afresh. */
  invalidate(): void;
}

/**
 * Totals of list queries, kept while nothing can have changed them. Counting every matching row is the costly
 * half of a list answer (tens of milliseconds on 100,000 ads, where the page itself takes one or two), and a
 * user paging through a search or a filter asks for the same total again and again.
 *
 * A total is forgotten when this instance answers any write (see plugins/list-totals.ts), so its own users
 * always see exact totals; and after `ttlMilliseconds` at the latest, which bounds how long a write made
 * elsewhere (another instance, the seed CLI) takes to show in a total. Requests for a total being counted share
 * that one count, so a burst of identical requests costs one count, not one each.
 */
export function createListTotals({ ttlMilliseconds = 10_000, maxEntries = 1_000 } = {}): ListTotals {
  const entries = new Map<string, { total: Promise<number>; expiresAt: number }>();
  return {
    total(statement, count) {
      const { sql, params } = statement.toSQL();
      const key = `${sql}\u0000${JSON.stringify(params)}`;
      const now = Date.now();
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now) return cached.total;

      const total = count();
      entries.delete(key);
      entries.set(key, { total, expiresAt: now + ttlMilliseconds });
      // A failed count is not remembered: the next request tries again.
      total.catch(() => {
        if (entries.get(key)?.total === total) entries.delete(key);
      });
      // Maps iterate in insertion order: the first key is the oldest count.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return total;
    },
    invalidate() {
      entries.clear();
    },
  };
}
