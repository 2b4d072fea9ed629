import { Suspense, lazy, useEffect, useState, type ComponentType } from 'react';
import { withChunkTimeout } from '@/app/lazy-page';

/**
 * A part whose code is downloaded the first time `isWanted(props)` holds: a page that may never show it does not
 * pay for it. Once loaded it stays mounted, so later showings are immediate and every closing runs its transition.
 */
export function deferUntil<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  isWanted: (props: Props) => boolean,
) {
  const Part = lazy(() => withChunkTimeout(load()));
  return function Deferred(props: Props) {
    const [wanted, setWanted] = useState(() => isWanted(props));
    if (!wanted && isWanted(props)) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}

/** A dialog whose code comes the first time it opens (Mantine's Modal and what it is built from). */
export const deferDialog = <Props extends { opened: boolean }>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) => deferUntil(load, (props) => props.opened);

/** A bar of bulk actions (a module's named export), whose code comes with the first row selected. */
export const deferBulkBar = <Props extends { selected: ReadonlySet<string> }>(
  load: () => Promise<ComponentType<Props>>,
) =>
  deferUntil<Props>(
    async () => ({ default: await load() }),
    (props: Props) => props.selected.size > 0,
  );

/**
 * `opened`, one render late on the dialog's first mount: Mantine's Modal then sees itself open rather than
 * mounted open, so it runs its opening transition and, on closing, returns the focus to where it was.
 */
export function useOpenedAfterMount(opened: boolean) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted && opened;
}
