import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * `useMergeRefs` of `@floating-ui/react`, the only name Mantine's ScrollArea takes from it, served by Mantine's
 * own hook: the bundle then need not carry Floating UI to every page with a table (see `vite.lean-imports.ts`).
 */
export function useMergeRefs<Instance>(refs: ReadonlyArray<Ref<Instance> | undefined>) {
  return useMergedRef<Instance>(...refs);
}
