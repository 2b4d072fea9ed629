import { describe, expect, it, vi } from 'vitest';
import { createWriteClearedCache } from '../src/lib/write-cleared-cache.ts';

const cache = (
  options: { ttlMilliseconds?: number; maxEntries?: number; refreshAfterMilliseconds?: number } = {},
) => createWriteClearedCache<number>({ ttlMilliseconds: 10_000, ...options });
const loader = (...values: number[]) => {
  const load = vi.fn(async () => values.shift() ?? -1);
  return load;
};

describe('a cache cleared by writes', () => {
  it('loads a key once and answers it again from what it kept', async () => {
    const kept = cache();
    const load = loader(42, 43);
    expect(await kept.get('select load(*) where a = $1 1', load)).toBe(42);
    expect(await kept.get('select load(*) where a = $1 1', load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps other keys apart', async () => {
    const kept = cache();
    const load = loader(1, 2, 3);
    await kept.get('select load(*) where a = $1 1', load);
    expect(await kept.get('select load(*) where a = $1 2', load)).toBe(2);
    expect(await kept.get('select load(*) where b = $1 1', load)).toBe(3);
  });

  it('shares one load among requests that arrive while it runs', async () => {
    const kept = cache();
    let finish!: (total: number) => void;
    const load = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const answers = Promise.all([1, 2, 3].map(() => kept.get('q', load)));
    finish(7);
    expect(await answers).toEqual([7, 7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads afresh after a write, even when a load was running as it happened', async () => {
    const kept = cache();
    let finish!: (total: number) => void;
    const running = kept.get('q', () => new Promise<number>((resolve) => (finish = resolve)));
    kept.clear();
    finish(10);
    expect(await running).toBe(10);
    expect(await kept.get('q', loader(11))).toBe(11);
  });

  it('loads afresh once a value is older than its time to live', async () => {
    vi.useFakeTimers();
    try {
      const kept = cache({ ttlMilliseconds: 1_000 });
      const load = loader(5, 6);
      await kept.get('q', load);
      vi.advanceTimersByTime(999);
      expect(await kept.get('q', load)).toBe(5);
      vi.advanceTimersByTime(2);
      expect(await kept.get('q', load)).toBe(6);
    } finally {
      vi.useRealTimers();
    }
  });

  it('with a refresh time, answers the kept value while it loads the next one beside it', async () => {
    vi.useFakeTimers();
    try {
      const kept = cache({ ttlMilliseconds: 1_000, refreshAfterMilliseconds: 500 });
      let finish!: (total: number) => void;
      const load = vi
        .fn<() => Promise<number>>()
        .mockResolvedValueOnce(5)
        .mockImplementationOnce(() => new Promise<number>((resolve) => (finish = resolve)));
      await kept.get('q', load);
      vi.advanceTimersByTime(600);
      // Past the refresh time: the kept value at once, one load started beside it and none more.
      expect(await kept.get('q', load)).toBe(5);
      expect(await kept.get('q', load)).toBe(5);
      expect(load).toHaveBeenCalledTimes(2);
      finish(6);
      await vi.waitFor(async () => expect(await kept.get('q', load)).toBe(6));
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops a refresh that was running when a write cleared the cache', async () => {
    vi.useFakeTimers();
    try {
      const kept = cache({ ttlMilliseconds: 1_000, refreshAfterMilliseconds: 500 });
      let finish!: (total: number) => void;
      const stale = vi
        .fn<() => Promise<number>>()
        .mockResolvedValueOnce(5)
        .mockImplementationOnce(() => new Promise<number>((resolve) => (finish = resolve)));
      await kept.get('q', stale);
      vi.advanceTimersByTime(600);
      expect(await kept.get('q', stale)).toBe(5);
      kept.clear();
      expect(await kept.get('q', loader(7))).toBe(7);
      finish(6);
      // Every callback the finished load queued has run.
      for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
      expect(await kept.get('q', loader(8))).toBe(7);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep a load that failed', async () => {
    const kept = cache();
    await expect(kept.get('q', () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect(await kept.get('q', loader(3))).toBe(3);
  });

  it('keeps at most its number of entries, forgetting the oldest', async () => {
    const kept = cache({ maxEntries: 2 });
    const load = loader(1, 2, 3, 4);
    await kept.get('a', load);
    await kept.get('b', load);
    await kept.get('c', load);
    expect(await kept.get('b', load)).toBe(2);
    expect(await kept.get('a', load)).toBe(4);
  });
});
