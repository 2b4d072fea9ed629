import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { WINDOW_PARAMS } from './window-params';

/** The windows offered besides a chosen range, in days up to today (issue 29). */
export const WINDOW_DAYS = [7, 30, 90] as const;
const DEFAULT_DAYS = 30;
const DAY_MILLISECONDS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The API counts UTC days, so "today" is the UTC one. */
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export type WindowChoice = `${(typeof WINDOW_DAYS)[number]}` | 'custom';

export interface PerformanceWindow {
  /** What the API is asked for, both ends included. */
  from: string;
  to: string;
  choice: WindowChoice;
  /** The last day a window may end on (UTC). */
  today: string;
  choose: (choice: WindowChoice) => void;
  /** A new first or last day of a chosen range. */
  setEnd: (end: 'from' | 'to', day: string) => void;
}

/**
 * The days a performance screen shows, kept in the URL so a link or a reload shows the same: `?days=7|30|90`
 * (the last so many days up to today; none is 30), or `?from=…&to=…` for a range chosen by date. Other
 * parameters (the ad screen's tab) stay as they are.
 */
export function usePerformanceWindow(): PerformanceWindow {
  // Today as the screen opened: its windows do not move under the reader at midnight.
  const [now] = useState(() => Date.now());
  const [params, setParams] = useSearchParams();
  const today = utcDay(now);
  const chosenFrom = params.get('from') ?? '';
  const chosenTo = params.get('to') ?? '';
  const isRange = DATE.test(chosenFrom) && DATE.test(chosenTo);
  const days = WINDOW_DAYS.find((count) => String(count) === params.get('days')) ?? DEFAULT_DAYS;
  const lastDays = { from: utcDay(now - (days - 1) * DAY_MILLISECONDS), to: today };
  const window = isRange ? { from: chosenFrom, to: chosenTo } : lastDays;

  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );
  return {
    ...window,
    today,
    choice: isRange ? 'custom' : `${days}`,
    choose: (choice) =>
      update((next) => {
        for (const name of WINDOW_PARAMS) next.delete(name);
        if (choice === 'custom') {
          // The range starts as the window shown, for the user to move one end of it.
          next.set('from', window.from);
          next.set('to', window.to);
        } else if (Number(choice) !== DEFAULT_DAYS) next.set('days', choice);
      }),
    setEnd: (end, day) => {
      // A cleared date field keeps the range as it was: the screen always shows some window.
      if (DATE.test(day)) update((next) => next.set(end, day));
    },
  };
}
