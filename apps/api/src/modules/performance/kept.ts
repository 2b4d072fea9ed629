import type { Database } from '../../db/client.ts';
import { createWriteClearedCache, type WriteClearedCache } from '../../lib/write-cleared-cache.ts';

/**
 * The namespace the roll-up job announces when counts moved: the other instances forget what they keep then (this
 * one forgets as soon as its own roll-up or recount has written, `forgetKept`).
 */
export const ROLLUP_NAMESPACE = 'performance';

/**
 * The roll-up's cadence: its run clears these when a count moved, and writes that no notification reaches
 * (the seed CLI, a lost listening connection) show within this time.
 */
const TTL_MILLISECONDS = 60_000;
/** Loaded again beside the requests past this age, so a screen read without pause never waits for a load. */
const REFRESH_MILLISECONDS = 30_000;

const kept = new WeakMap<Database, Map<string, WriteClearedCache<unknown>>>();

/**
 * A cache of what performance screens compute from the daily counts (issue 29), one per database connection and
 * `name`: kept between roll-ups, so a screen read again and again costs its computation once per roll-up.
 */
export function keptOf<Value>(db: Database, name: string, maxEntries: number): WriteClearedCache<Value> {
  let caches = kept.get(db);
  if (!caches) kept.set(db, (caches = new Map()));
  let cache = caches.get(name);
  if (!cache)
    caches.set(
      name,
      (cache = createWriteClearedCache<unknown>({
        ttlMilliseconds: TTL_MILLISECONDS,
        refreshAfterMilliseconds: REFRESH_MILLISECONDS,
        maxEntries,
      })),
    );
  return cache as WriteClearedCache<Value>;
}

/** Counts changed: this process's next screens read them afresh. */
export function forgetKept(db: Database) {
  for (const cache of kept.get(db)?.values() ?? []) cache.clear();
}
