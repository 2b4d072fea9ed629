import type { ComponentType } from 'react';
import { DELAYS_MS } from '@coachyard/contract';

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

/** A route's `lazy` that loads a page module (default export) with the chunk timeout. */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await withChunkTimeout(load())).default,
});
