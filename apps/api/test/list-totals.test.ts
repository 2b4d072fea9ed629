import { describe, expect, it, vi } from 'vitest';
import { createListTotals } from '../src/lib/list-totals.ts';

const statement = (sql: string, ...params: unknown[]) => ({ toSQL: () => ({ sql, params }) });
const counter = (...totals: number[]) => {
  const count = vi.fn(async () => totals.shift() ?? -1);
  return count;
};

describe('list totals', () => {
  it('counts a list once and answers the same rows again from that count', async () => {
    const totals = createListTotals();
    const count = counter(42, 43);
    expect(await totals.total(statement('select count(*) where a = $1', 1), count)).toBe(42);
    expect(await totals.total(statement('select count(*) where a = $1', 1), count)).toBe(42);
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('counts other parameters or other statements apart', async () => {
    const totals = createListTotals();
    const count = counter(1, 2, 3);
    await totals.total(statement('select count(*) where a = $1', 1), count);
    expect(await totals.total(statement('select count(*) where a = $1', 2), count)).toBe(2);
    expect(await totals.total(statement('select count(*) where b = $1', 1), count)).toBe(3);
  });

  it('shares one count among requests that arrive while it runs', async () => {
    const totals = createListTotals();
    let finish!: (total: number) => void;
    const count = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const answers = Promise.all([1, 2, 3].map(() => totals.total(statement('q'), count)));
    finish(7);
    expect(await answers).toEqual([7, 7, 7]);
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('counts afresh after a write, even a count that was running when it happened', async () => {
    const totals = createListTotals();
    let finish!: (total: number) => void;
    const running = totals.total(statement('q'), () => new Promise<number>((resolve) => (finish = resolve)));
    totals.invalidate();
    finish(10);
    expect(await running).toBe(10);
    expect(await totals.total(statement('q'), counter(11))).toBe(11);
  });

  it('counts afresh once a total is older than its time to live', async () => {
    vi.useFakeTimers();
    try {
      const totals = createListTotals({ ttlMilliseconds: 1_000 });
      const count = counter(5, 6);
      await totals.total(statement('q'), count);
      vi.advanceTimersByTime(999);
      expect(await totals.total(statement('q'), count)).toBe(5);
      vi.advanceTimersByTime(2);
      expect(await totals.total(statement('q'), count)).toBe(6);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep a count that failed', async () => {
    const totals = createListTotals();
    await expect(totals.total(statement('q'), () => Promise.reject(new Error('gone')))).rejects.toThrow(
      'gone',
    );
    expect(await totals.total(statement('q'), counter(3))).toBe(3);
  });

  it('keeps at most its number of totals, forgetting the oldest', async () => {
    const totals = createListTotals({ maxEntries: 2 });
    const count = counter(1, 2, 3, 4);
    await totals.total(statement('a'), count);
    await totals.total(statement('b'), count);
    await totals.total(statement('c'), count);
    expect(await totals.total(statement('b'), count)).toBe(2);
    expect(await totals.total(statement('a'), count)).toBe(4);
  });
});
