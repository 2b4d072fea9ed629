export interface WriteClearedCache<Value> {
  /**
   * The value kept for `key` while still valid, else the one `load` gives now (and keeps). With `joinLoad: false`
   * (a reader inside a transaction, loading through it), a load another request started is not waited for: `load`
   * runs beside it. That load waits for a connection of the pool, which the transactions waiting on it hold: with
   * as many writes in flight as the pool has connections, none would ever finish (the load bench's 50 users hung
   * the API so, on the settings every ad write reads).
   */
  get(key: string, load: () => Promise<Value>, options?: { joinLoad?: boolean }): Promise<Value>;
  /** Forgets everything: called once a write has committed, so the next read loads afresh. */
  clear(): void;
}

/**
 * Values read on almost every request that only a write can change, kept by this process until it answers a
 * write (plugins/write-cleared-caches.ts clears them after the commit, before the client hears back), so its own
 * users never see an old value; and for `ttlMilliseconds` at the most, which bounds how long a write made
 * elsewhere (another instance, the seed CLI) takes to show. Requests arriving while a value loads share that one
 * load, so a burst of identical requests costs one query, not one each. A failed load is not kept.
 *
 * With `refreshAfterMilliseconds`, a value older than that is still answered while it is valid, and loaded again
 * beside it; the new value replaces it when it arrives (unless a write cleared the cache meanwhile). A value read
 * without pause then never makes a request wait for its load once it is there: issue 30 measured the count of a
 * status tab on 1,000,000 ads at 300 ms, which every request of the list waited for once per time to live.
 */
export function createWriteClearedCache<Value>({
  ttlMilliseconds,
  maxEntries = 1_000,
  refreshAfterMilliseconds = Infinity,
}: {
  ttlMilliseconds: number;
  maxEntries?: number;
  refreshAfterMilliseconds?: number;
}): WriteClearedCache<Value> {
  type Entry = { value: Promise<Value>; loadedAt: number; refreshing: boolean; loading: boolean };
  const entries = new Map<string, Entry>();
  /** Moves on with every clear: a load started before one may read what the write changed. */
  let generation = 0;
  const keep = (key: string, value: Promise<Value>, loadedAt: number) => {
    entries.delete(key);
    const entry: Entry = { value, loadedAt, refreshing: false, loading: true };
    entries.set(key, entry);
    value.then(
      () => (entry.loading = false),
      () => {},
    );
    // Maps iterate in insertion order: the first key is the oldest load.
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };
  const refresh = (key: string, kept: Entry, load: () => Promise<Value>) => {
    kept.refreshing = true;
    const started = generation;
    const loadedAt = Date.now();
    load().then(
      (value) => {
        if (generation === started && entries.get(key) === kept) keep(key, Promise.resolve(value), loadedAt);
      },
      () => {
        kept.refreshing = false;
      },
    );
  };
  return {
    get(key, load, { joinLoad = true } = {}) {
      const now = Date.now();
      const kept = entries.get(key);
      if (kept && now - kept.loadedAt < ttlMilliseconds) {
        if (kept.loading && !joinLoad) return load();
        if (!kept.refreshing && now - kept.loadedAt >= refreshAfterMilliseconds) refresh(key, kept, load);
        return kept.value;
      }

      const value = load();
      keep(key, value, now);
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}
