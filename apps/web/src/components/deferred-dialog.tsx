import { Suspense, lazy, useEffect, useState, type ComponentType } from 'react';
import { withChunkTimeout } from '@/app/lazy-page';

/**
 * A dialog whose code is downloaded the first time it opens: a page that may never show it does not pay for
 * it (Mantine's Modal and what it is built from). Once loaded it stays mounted, so later openings are
 * immediate and every closing runs its transition.
 */
export function deferDialog<Props extends { opened: boolean }>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  const Dialog = lazy(() => withChunkTimeout(load()));
  return function DeferredDialog(props: Props) {
    const [wanted, setWanted] = useState(props.opened);
    if (props.opened && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}

/**
 * `opened`, one render late on the dialog's first mount: Mantine's Modal then sees itself open rather than
 * mounted open, so it runs its opening transition and, on closing, returns the focus to where it was.
 */
export function useOpenedAfterMount(opened: boolean) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted && opened;
}
