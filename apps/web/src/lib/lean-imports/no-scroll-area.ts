/**
 * Stands for Mantine's ScrollArea inside `Table.ScrollContainer`, which imports it even when its `type` is
 * "native" (see `vite.lean-imports.ts`). Our tables scroll natively; rendering this one means someone asked for
 * Mantine's scrollbars there, and is told so instead of getting a silent difference.
 */
export function ScrollArea(): never {
  throw new Error('Table.ScrollContainer: use type="native"; the app bundles no ScrollArea for tables');
}
