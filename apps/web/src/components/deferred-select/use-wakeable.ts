import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { withChunkTimeout } from '@/app/lazy-page';
import type { Wake } from './types';

type LiveModule = typeof import('./live-select');

let loaded: LiveModule | null = null;
let loading: Promise<LiveModule> | null = null;

/** One download for every deferred select of the app; a failed one may be tried again by the next use. */
function loadLive() {
  loading ??= withChunkTimeout(import('./live-select')).then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

const typedCharacter = (event: KeyboardEvent) =>
  event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey
    ? event.key
    : '';

/**
 * A stand-in's life: the download starts when a pointer or the focus reaches it, and the live control takes its
 * place when it is used (a press, an opening key, or a typed letter, which becomes the search). Tabbing through
 * a form never swaps anything. Letters typed while the download is on the way are kept: the search is all of
 * them.
 */
export function useWakeable() {
  const [module, setModule] = useState(loaded);
  const [wake, setWake] = useState<Wake | null>(null);
  const wakeWith = (search: (typed: string) => string) => {
    setWake((previous) => ({ typed: search(previous?.typed ?? '') }));
    loadLive().then(setModule, () => setWake(null));
  };
  const warm = () => void loadLive().catch(() => undefined);
  return {
    live: wake && module ? { module, wake } : null,
    /** What was typed into the stand-in while the live control was on its way. */
    typed: wake?.typed ?? '',
    /** Wakes the live control with this search (what an editable stand-in holds after an input or a paste). */
    search: (text: string) => wakeWith(() => text),
    mouseHandlers: {
      onPointerEnter: warm,
      onMouseDown: (event: MouseEvent) => {
        if (event.button !== 0) return;
        // The live control takes the focus itself once it is there; the stand-in must not keep it meanwhile.
        event.preventDefault();
        wakeWith((typed) => typed);
      },
    },
    keyHandlers: {
      onFocus: warm,
      onKeyDown: (event: KeyboardEvent) => {
        const typed = typedCharacter(event);
        if (!typed && !OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        wakeWith((before) => before + typed);
      },
    },
  };
}
