import { useReducer } from 'react';

/**
 * How many restores a screen's History made. An edit screen keys its form with it, so the form starts again from
 * the restored record instead of keeping the values (and the version) it had before.
 */
export function useRestores() {
  const [count, onRestored] = useReducer((restores: number) => restores + 1, 0);
  return { count, onRestored };
}
