export interface WriteClearedCache<Value> {
  /** The value kept for `key` while still valid, else the one `load` gives now (and keeps). */
  get(key: string, load: () => Promise<Value>): Promise<Value>;
  /** Forgets everything: called once a write has committed, so the next read loads afresh. */
  clear(): void;
}

/**
 * Values read on almost every request that only a write can change, kept by this process until it answers a
 * write (plugins/write-cleared-caches.ts clears them after the commit, before the client hears back), so its own
 * users never see an old value; and for `ttlMilliseconds` at the most, which bounds how long a write made
 * elsewhere (another instance, the seed CLI) takes to show. Requests arriving while a value loads share that one
 * load, so a burst of identical requests costs one query, not one each. A failed load is not kept.
 */
export function createWriteClearedCache<Value>({
  ttlMilliseconds,
  maxEntries = 1_000,
}: {
  ttlMilliseconds: number;
  maxEntries?: number;
}): WriteClearedCache<Value> {
  const entries = new Map<string, { value: Promise<Value>; expiresAt: number }>();
  return {
    get(key, load) {
      const now = Date.now();
      const kept = entries.get(key);
      if (kept && kept.expiresAt > now) return kept.value;

      const value = load();
      entries.delete(key);
      entries.set(key, { value, expiresAt: now + ttlMilliseconds });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      // Maps iterate in insertion order: the first key is the oldest load.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
