import { createElement, lazy, type ComponentType } from 'react';
import { DELAYS_MS } from '@coachyard/contract';
import { delay } from '@/lib/delay';
import { loadFeatureTexts } from '@/lib/i18n';
import type { ScreenParams } from '@/lib/resource-hooks';

/** A code chunk that did not arrive: failed download, or no answer in SPEC §9's 120 s. */
export class ChunkLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

// The wording each browser (and Vite's preload helper) uses when a dynamic import fails.
const CHUNK_FAILURE =
  /Loading chunk|dynamically imported module|Importing a module script failed|Unable to preload|Failed to fetch/i;

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message));

let chunkCounter = 0;

export function withChunkTimeout<T>(
  promise: Promise<T>,
  timeoutMs: number = DELAYS_MS.chunkTimeout,
): Promise<T> {
  const chunk = (chunkCounter += 1);
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk ${chunk} failed`)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new ChunkLoadError(`Loading chunk ${chunk} failed`));
      },
    );
  });
}

type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * A screen whose code (and texts) download when it is first shown, or earlier with `preload`: while they do, it
 * suspends (the nearest Suspense shows its loader); a failed download is thrown to the nearest error boundary.
 * The download starts once and is kept, failed or not: a retry reloads the page (`RouteError`). A screen
 * downloaded before its first render (the first screen, `mount.tsx`) renders at once, without a suspended pass.
 */
export function lazyScreen(load: () => Promise<ComponentType>) {
  let loading: Tracked<ComponentType> | undefined;
  const preload = () => {
    if (loading) return loading;
    const started: Tracked<ComponentType> = withChunkTimeout(load());
    // Before React's own listener: when React tries again, the outcome is written here.
    // (Each returns nothing: returning `started` would chain its rejection into an unhandled one.)
    started.then(
      (value) => void Object.assign(started, { status: 'fulfilled', value }),
      (reason: unknown) => void Object.assign(started, { status: 'rejected', reason }),
    );
    return (loading = started);
  };
  function Screen() {
    const loaded = preload();
    if (loaded.status === 'fulfilled') return createElement(loaded.value!);
    // A thrown promise, not React's `use`: `use` of a promise pending inside a test's synchronous `act` is
    // never tried again, where Suspense waits for a thrown one as for React.lazy's.
    throw loaded.status === 'rejected' ? loaded.reason : loaded;
  }
  return { Screen, preload };
}

/**
 * A page module: its screen, and optionally `startQueries`, which asks for the queries of the screen's first
 * render as soon as the code is there, before that render (`shell-queries.ts`): an answer that is in the cache
 * when a component first renders is drawn in that render, where one that arrives after it renders it again. A
 * query a component starts as it mounts also changes its state in the first commit's task, which React then
 * renders again, synchronously, before the first paint (a form's record and lookups: issue 30). What it returns
 * settles when those answers are in (or failed): the screen's first render waits for it, within
 * `FIRST_RENDER_DATA_WAIT_MS` (`router.tsx`), so that a form with a dozen lookup tables renders once, not once
 * more for each table that answers after it.
 */
export interface PageModule {
  default: ComponentType;
  startQueries?: (params: ScreenParams) => Promise<unknown> | void;
}

/**
 * How long a screen's first render waits for the answers its `startQueries` asked for, once its code is there:
 * one that answers later renders the screen again when it does.
 */
export const FIRST_RENDER_DATA_WAIT_MS = 800;

/** `screen` once `answered` (what `startQueries` returned) has settled, or after `FIRST_RENDER_DATA_WAIT_MS`. */
export const afterFirstAnswers = <Screen>(screen: Screen, answered: Promise<unknown> | undefined) =>
  answered ? Promise.race([answered, delay(FIRST_RENDER_DATA_WAIT_MS)]).then(() => screen) : screen;

/** A page module's screen, once its queries are started. */
export const startPage = ({ default: screen, startQueries }: PageModule) => {
  startQueries?.({});
  return screen;
};

/** `lazyScreen` of a page module. */
export const lazyPage = (load: () => Promise<PageModule>) => lazyScreen(async () => startPage(await load()));

/**
 * React's `lazy` of a part of a screen that shows other features' texts: its code and those texts download
 * together when it first renders, so that a screen which seldom shows it (a create form never shows its History)
 * carries neither (issue 30). `route-texts.test.ts` checks the part's texts against `features`.
 */
export const lazyWithTexts = <Props extends object>(
  features: readonly string[],
  load: () => Promise<{ default: ComponentType<Props> }>,
) =>
  lazy(() => withChunkTimeout(Promise.all([load(), loadFeatureTexts(features)])).then(([module]) => module));
