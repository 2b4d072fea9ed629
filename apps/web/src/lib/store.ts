import { startTransition, useEffect, useReducer, useSyncExternalStore } from 'react';

/**
 * A tiny external store: enough for the app's few pieces of global UI state
 * (session, preview, action results) without another dependency.
 */
export interface Store<T> {
  get: () => T;
  set: (next: T | ((current: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      const value = typeof next === 'function' ? (next as (current: T) => T)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * The store's state, a change of which renders in a transition (in slices the browser can interrupt) rather
 * than at once in one task, as `useSyncExternalStore` renders every change: for state that follows the
 * server's answers, such as the session's profile when GET /users/me answers with more than the sign-in gave,
 * which re-renders the whole shell. A change between this render and the subscription is caught once
 * subscribed, as `useSyncExternalStore` does.
 */
export function useStoreInTransition<T>(store: Store<T>): T {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const state = store.get();
  useEffect(() => {
    const changed = () => startTransition(() => rerender());
    const stop = store.subscribe(changed);
    if (!Object.is(store.get(), state)) changed();
    return stop;
  }, [store, state]);
  return state;
}
