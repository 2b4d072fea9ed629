import { describe, expect, it, vi } from 'vitest';
import { createPageAnchors, type Anchor, type AnchorWalk } from './page-anchors.ts';

/** A list whose row at each position has the key `label-position`, walked as the real statement walks it. */
const walkOver =
  (label: string): AnchorWalk =>
  async (from, upTo, step) => {
    const anchors: Anchor[] = [];
    for (let position = from?.position ?? 0; position <= upTo; position += step)
      anchors.push({ position, values: [`${label}-${position}`] });
    return anchors;
  };

describe('page anchors', () => {
  it('keeps answering from the anchors it has while it finds them again beside the requests', async () => {
    vi.useFakeTimers();
    try {
      const anchors = createPageAnchors({ ttlMilliseconds: 1_000, step: 10 });
      expect(await anchors.nearest('list', 25, walkOver('first'))).toEqual({
        position: 20,
        values: ['first-20'],
      });

      vi.advanceTimersByTime(600);
      let finish!: () => void;
      const second = walkOver('second');
      const slowWalk = vi.fn<AnchorWalk>(
        (from, upTo, step) =>
          new Promise((resolve) => (finish = () => void second(from, upTo, step).then(resolve))),
      );
      // Past half the time to live: the old anchor at once, and one walk from the top started beside it.
      expect(await anchors.nearest('list', 25, slowWalk)).toEqual({ position: 20, values: ['first-20'] });
      expect(await anchors.nearest('list', 25, slowWalk)).toEqual({ position: 20, values: ['first-20'] });
      expect(slowWalk).toHaveBeenCalledTimes(1);
      expect(slowWalk.mock.calls[0]![0]).toBeNull();

      finish();
      await vi.waitFor(async () =>
        expect(await anchors.nearest('list', 25, slowWalk)).toEqual({ position: 20, values: ['second-20'] }),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops anchors found again by a walk that a write overtook', async () => {
    vi.useFakeTimers();
    try {
      const anchors = createPageAnchors({ ttlMilliseconds: 1_000, step: 10 });
      await anchors.nearest('list', 25, walkOver('first'));
      vi.advanceTimersByTime(600);
      let finish!: () => void;
      const stale = walkOver('stale');
      await anchors.nearest(
        'list',
        25,
        (from, upTo, step) =>
          new Promise((resolve) => (finish = () => void stale(from, upTo, step).then(resolve))),
      );
      anchors.clear();
      expect(await anchors.nearest('list', 25, walkOver('after'))).toEqual({
        position: 20,
        values: ['after-20'],
      });
      finish();
      // Every callback the finished walk queued has run.
      for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
      expect(await anchors.nearest('list', 25, walkOver('later'))).toEqual({
        position: 20,
        values: ['after-20'],
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
