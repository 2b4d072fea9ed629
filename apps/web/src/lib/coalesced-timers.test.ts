import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedTimers } from './coalesced-timers';

describe('coalescedTimers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits on one browser timer for many, moving it only for an earlier one', () => {
    const timers = coalescedTimers();
    const browserTimers = vi.spyOn(globalThis, 'setTimeout');
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('stale'), 30_000);
    for (let index = 0; index < 40; index += 1) timers.setTimeout(() => ran.push('gc'), 300_000);
    timers.setInterval(() => ran.push('poll'), 60_000);
    expect(browserTimers).toHaveBeenCalledTimes(1);
    timers.setTimeout(() => ran.push('retry'), 1_000);
    expect(browserTimers).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['retry']);
    vi.advanceTimersByTime(29_000);
    expect(ran).toEqual(['retry', 'stale']);
    vi.advanceTimersByTime(240_000);
    expect(ran.filter((name) => name === 'poll')).toHaveLength(4);
    expect(ran).not.toContain('gc');
    vi.advanceTimersByTime(30_000);
    expect(ran.filter((name) => name === 'gc')).toHaveLength(40);
    expect(ran.filter((name) => name === 'poll')).toHaveLength(5);
  });

  it('never runs a cleared timeout or a cleared interval, even when cleared by a callback due with it', () => {
    const timers = coalescedTimers();
    const ran: string[] = [];
    const cleared = timers.setTimeout(() => ran.push('cleared'), 5_000);
    const interval = timers.setInterval(() => ran.push('interval'), 1_000);
    let later = 0;
    timers.setTimeout(() => {
      ran.push('first');
      timers.clearTimeout(later);
    }, 2_000);
    later = timers.setTimeout(() => ran.push('later'), 2_000);
    timers.clearTimeout(cleared);

    vi.advanceTimersByTime(2_000);
    expect(ran).toEqual(['interval', 'interval', 'first']);
    timers.clearInterval(interval);
    vi.advanceTimersByTime(10_000);
    expect(ran).toEqual(['interval', 'interval', 'first']);
  });

  it('runs the other callbacks due when one throws, and still reports the error', async () => {
    const timers = coalescedTimers();
    const ran: string[] = [];
    const reported = new Promise<unknown>((resolve) => {
      const original = globalThis.queueMicrotask;
      vi.spyOn(globalThis, 'queueMicrotask').mockImplementationOnce((task) =>
        original(() => {
          try {
            task();
          } catch (error) {
            resolve(error);
          }
        }),
      );
    });
    timers.setTimeout(() => {
      throw new Error('broken');
    }, 100);
    timers.setTimeout(() => ran.push('next'), 100);
    vi.advanceTimersByTime(100);
    expect(ran).toEqual(['next']);
    await expect(reported).resolves.toMatchObject({ message: 'broken' });
  });
});
