import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

interface Timer {
  due: number;
  callback: TimeoutCallback;
  /** An interval's period; null for a timeout. */
  every: number | null;
}

interface Waiting {
  due: number;
  handle: ReturnType<typeof setTimeout>;
}

/**
 * React Query's timers kept in a map, with one browser timer waiting for the earliest. Each query keeps a
 * clean-up timeout, each observer one for staleness and, on polled queries, an interval: the advertisement form,
 * whose thirty hooks read a dozen lookup tables, set and cleared some sixty browser timers in its first commit,
 * each a call into the browser that DevTools and Lighthouse's trace make capture a stack (about 18 ms of that
 * 72 ms task; bench/RESULTS.md). Here setting or clearing a timer is a map operation; the browser's timer is
 * moved only for a timer due before the one it waits for. Callbacks run at or after their due time, as the
 * browser's own would, those due together in one task.
 */
export function coalescedTimers(): TimeoutProvider<number> {
  const timers = new Map<number, Timer>();
  let lastId = 0;
  let waiting: Waiting | null = null;

  const waitFor = (due: number) => {
    if (waiting) clearTimeout(waiting.handle);
    waiting = { due, handle: setTimeout(runDue, Math.max(0, due - Date.now())) };
  };

  function runDue() {
    waiting = null;
    const now = Date.now();
    const due = [...timers].filter(([, timer]) => timer.due <= now);
    for (const [id, timer] of due) {
      // Cleared or moved by a callback that ran before it in this task.
      if (timers.get(id) !== timer || timer.due > now) continue;
      if (timer.every === null) timers.delete(id);
      else timer.due = Math.max(timer.due + timer.every, now + 1);
      try {
        timer.callback();
      } catch (error) {
        // One failing callback does not keep the others from running; the error is still reported, uncaught.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
    let next = Infinity;
    for (const timer of timers.values()) next = Math.min(next, timer.due);
    // A callback may have set a timer, and the browser's timer with it.
    const armed = waiting as Waiting | null;
    if (next !== Infinity && (!armed || next < armed.due)) waitFor(next);
  }

  const add = (callback: TimeoutCallback, delay: number, every: number | null) => {
    const due = Date.now() + Math.max(0, delay);
    timers.set(++lastId, { due, callback, every });
    if (!waiting || due < waiting.due) waitFor(due);
    return lastId;
  };
  // The browser's timer stays: when it fires early for a cleared timer, it finds nothing due and waits again.
  const clear = (id: number | undefined) => {
    if (id !== undefined) timers.delete(id);
  };

  return {
    setTimeout: (callback, delay) => add(callback, delay, null),
    clearTimeout: clear,
    setInterval: (callback, delay) => add(callback, delay, Math.max(1, delay)),
    clearInterval: clear,
  };
}
