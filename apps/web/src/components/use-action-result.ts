import { useCallback } from 'react';
import { createStore, useStore } from '@/lib/store';

/** The outcome of an action, kept per domain (SPEC §3 "actionResult per domain"). */
export interface ActionResult {
  show: boolean;
  success: boolean;
  content: string;
}

export const EMPTY_ACTION_RESULT: ActionResult = { show: false, success: false, content: '' };

const actionResults = createStore<Record<string, ActionResult>>({});

export function setActionResult(domain: string, result: Partial<ActionResult>) {
  actionResults.set((all) => ({ ...all, [domain]: { ...EMPTY_ACTION_RESULT, show: true, ...result } }));
}

/** SPEC §4: reset means show false, success false, empty content. */
export function resetActionResult(domain: string) {
  actionResults.set((all) => ({ ...all, [domain]: EMPTY_ACTION_RESULT }));
}

export function useActionResult(domain: string) {
  const result = useStore(actionResults)[domain] ?? EMPTY_ACTION_RESULT;
  const set = useCallback((next: Partial<ActionResult>) => setActionResult(domain, next), [domain]);
  const succeed = useCallback(
    (content: string) => setActionResult(domain, { success: true, content }),
    [domain],
  );
  const fail = useCallback(
    (content: string) => setActionResult(domain, { success: false, content }),
    [domain],
  );
  const reset = useCallback(() => resetActionResult(domain), [domain]);
  return { result, set, succeed, fail, reset };
}
