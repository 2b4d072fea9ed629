import { useEffect } from 'react';

/** The review queue's keys: j/k or the arrows move, a approves, r rejects. */
export interface ReviewKeys {
  next: () => void;
  previous: () => void;
  approve: () => void;
  reject: () => void;
}

/** Typing in a field, a dialog open or a modifier held: the key is not the queue's. */
const isTyping = (event: KeyboardEvent) => {
  const target = event.target as HTMLElement | null;
  return (
    event.ctrlKey ||
    event.metaKey ||
    event.altKey ||
    Boolean(target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]'))
  );
};

/** Listens on the whole page while `enabled`, so the reviewer's hands stay on the keyboard wherever focus is. */
export function useReviewKeys(keys: ReviewKeys, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event)) return;
      const action = {
        j: keys.next,
        ArrowDown: keys.next,
        k: keys.previous,
        ArrowUp: keys.previous,
        a: keys.approve,
        r: keys.reject,
      }[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [keys, enabled]);
}
