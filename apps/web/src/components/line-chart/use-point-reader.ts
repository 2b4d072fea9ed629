import { useRef, useState, type KeyboardEvent } from 'react';

/**
 * Which point of a chart the reader looks at, and whether its values are shown: the pointer picks the nearest point;
 * with the keyboard, focus shows the newest and the arrows move along the time axis as it is drawn (reversed right
 * to left), Up and Page Up toward the newest, Home and End to either end; Escape hides the values until the next
 * move (WCAG 1.4.13: content on hover or focus can be dismissed).
 */
export function usePointReader(count: number, rightToLeft: boolean) {
  const [picked, setPicked] = useState<number | null>(null);
  const [shown, setShown] = useState(false);
  const focused = useRef(false);
  const last = count - 1;
  // A shorter window keeps the reader within its points.
  const active = picked === null ? null : Math.min(picked, last);
  const show = (index: number) => {
    if (count === 0 || Number.isNaN(index)) return;
    setPicked(Math.max(0, Math.min(last, index)));
    setShown(true);
  };
  const page = Math.max(1, Math.round(count / 10));
  const steps: Record<string, number> = {
    ArrowRight: rightToLeft ? -1 : 1,
    ArrowLeft: rightToLeft ? 1 : -1,
    ArrowUp: 1,
    ArrowDown: -1,
    PageUp: page,
    PageDown: -page,
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = steps[event.key];
    if (step !== undefined) show((active ?? last) + step);
    else if (event.key === 'Home') show(0);
    else if (event.key === 'End') show(last);
    else if (event.key === 'Escape' && shown) setShown(false);
    else return;
    event.preventDefault();
  };
  return {
    /** The point looked at; before any, the newest (what a slider's value must be). */
    current: active ?? last,
    /** Whether its values are on screen. */
    shown: shown && count > 0,
    onKeyDown,
    onFocus: () => {
      focused.current = true;
      show(active ?? last);
    },
    onBlur: () => {
      focused.current = false;
      setShown(false);
    },
    /** The pointer over a point (a touch too). */
    point: show,
    onPointerLeave: () => {
      if (!focused.current) setShown(false);
    },
  };
}
