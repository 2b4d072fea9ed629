import { startTransition, useDeferredValue, useEffect, useState } from 'react';

/**
 * How many rows the first slice holds: as many as the window could show were every row as low as
 * `minRowHeight`, so the first screen is whole (issue 17: at least ten rows above the fold at 1366×900) and
 * what follows the list (its pages) is still below the fold when the rest arrive: nothing in view moves.
 */
export const firstSlice = (minRowHeight: number) =>
  Math.max(10, Math.ceil((typeof window === 'undefined' ? 900 : window.innerHeight) / minRowHeight));

/**
 * The rows to render now. A list's answer arrives as a store update, which React renders at once, in one task:
 * here the rows follow in a later, interruptible pass (`useDeferredValue`), the first screen's rows first and
 * the rest in a transition after they are painted, so no single task renders a whole page of rows. On a
 * phone (Lighthouse's profile, 412×823) that is eleven of a page's 25 cards.
 * `pending` is true while rows that have arrived are not rendered yet.
 */
export function useRowSlices<T>(rows: T[] | undefined, minRowHeight: number) {
  const deferred = useDeferredValue(rows);
  const first = firstSlice(minRowHeight);
  const [shown, setShown] = useState({ rows: deferred, count: first });
  const count = shown.rows === deferred ? shown.count : first;
  if (shown.rows !== deferred) setShown({ rows: deferred, count: first });
  useEffect(() => {
    if (deferred && count < deferred.length)
      startTransition(() => setShown({ rows: deferred, count: deferred.length }));
  }, [deferred, count]);
  return {
    rows: deferred && count < deferred.length ? deferred.slice(0, count) : deferred,
    pending: rows !== undefined && deferred === undefined,
  };
}
