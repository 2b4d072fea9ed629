import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryFailureCounter } from '../src/modules/auth/throttle.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the in-memory failure counter (sign-in throttle, lead-form limits without Redis)', () => {
  it('keeps at most its number of keys, forgetting ended windows first and then the nearest to ending', async () => {
    vi.useFakeTimers({ now: 0 });
    const counter = memoryFailureCounter(60, 3);
    await counter.add('victim@coachyard.test');
    await counter.add('victim@coachyard.test');
    vi.setSystemTime(61_000);
    // The victim's window ended: the first new key takes its place, and nothing still counting is dropped.
    await counter.add('a');
    await counter.add('b');
    await counter.add('c');
    expect((await counter.peek('a')).count).toBe(1);
    expect((await counter.peek('c')).count).toBe(1);
    // Full: a fourth key makes room by forgetting the oldest window still running.
    await counter.add('d');
    expect((await counter.peek('a')).count).toBe(0);
    expect((await counter.peek('b')).count).toBe(1);
    expect((await counter.peek('d')).count).toBe(1);
  });

  it('still counts a key within its window and starts afresh after it', async () => {
    vi.useFakeTimers({ now: 0 });
    const counter = memoryFailureCounter(60, 3);
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect(await counter.add('admin@coachyard.test')).toEqual({ count: attempt, resetsInSeconds: 60 });
    vi.setSystemTime(30_000);
    expect(await counter.peek('admin@coachyard.test')).toEqual({ count: 5, resetsInSeconds: 30 });
    vi.setSystemTime(60_000);
    expect((await counter.add('admin@coachyard.test')).count).toBe(1);
  });
});
