import type { Redis } from 'ioredis';

/** Counts events per key within a window; shared through Redis when the app runs on several instances. */
export interface FailureCounter {
  /** Adds one failure and returns the count within the window and the seconds until it resets. */
  add(key: string): Promise<{ count: number; resetsInSeconds: number }>;
  peek(key: string): Promise<{ count: number; resetsInSeconds: number }>;
  clear(key: string): Promise<void>;
}

/**
 * Counts kept in memory at most (a sign-in failure per account and per IP, a lead form per IP and per e-mail): a
 * key no one asks about again used to stay for good, so a spray of new accounts or addresses grew the map without
 * end (issue 18). Each is about 200 bytes.
 */
export const MEMORY_COUNTER_MAX_KEYS = 50_000;

export function memoryFailureCounter(
  windowSeconds: number,
  maxKeys = MEMORY_COUNTER_MAX_KEYS,
): FailureCounter {
  const entries = new Map<string, { count: number; resetsAt: number }>();
  const current = (key: string) => {
    const entry = entries.get(key);
    if (!entry || entry.resetsAt <= Date.now()) {
      entries.delete(key);
      return { count: 0, resetsAt: Date.now() + windowSeconds * 1000 };
    }
    return entry;
  };
  // A key's window starts when it is first counted and all windows are as long, so the map's insertion order is
  // the order they end in: the ended ones are at the front, and when it is full the front is the nearest to
  // ending. Each key is removed once, so this costs nothing per call beyond the removals.
  const makeRoom = () => {
    const now = Date.now();
    for (const [key, entry] of entries) {
      if (entry.resetsAt > now && entries.size < maxKeys) break;
      entries.delete(key);
    }
  };
  const answer = (entry: { count: number; resetsAt: number }) => ({
    count: entry.count,
    resetsInSeconds: Math.max(1, Math.ceil((entry.resetsAt - Date.now()) / 1000)),
  });
  return {
    async add(key) {
      const entry = current(key);
      entry.count += 1;
      if (!entries.has(key)) {
        makeRoom();
        entries.set(key, entry);
      }
      return answer(entry);
    },
    async peek(key) {
      return answer(current(key));
    },
    async clear(key) {
      entries.delete(key);
    },
  };
}

/** `name` keeps counters of different purposes (sign-in failures, lead submissions) apart in Redis. */
export function redisFailureCounter(
  redis: Redis,
  windowSeconds: number,
  name = 'login-failures',
): FailureCounter {
  const prefixed = (key: string) => `coachyard:${name}:${key}`;
  const read = async (key: string, increment: boolean) => {
    const name = prefixed(key);
    const [[, count], [, ttl]] = (await (
      increment ? redis.multi().incr(name).pttl(name) : redis.multi().get(name).pttl(name)
    ).exec()) as [[null, number | string | null], [null, number]];
    let milliseconds = ttl;
    if (increment && ttl < 0) {
      await redis.pexpire(name, windowSeconds * 1000);
      milliseconds = windowSeconds * 1000;
    }
    return { count: Number(count ?? 0), resetsInSeconds: Math.max(1, Math.ceil(milliseconds / 1000)) };
  };
  return {
    add: (key) => read(key, true),
    peek: (key) => read(key, false),
    clear: async (key) => {
      await redis.del(prefixed(key));
    },
  };
}
