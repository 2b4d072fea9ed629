import { Suspense, lazy } from 'react';
import { withChunkTimeout } from '@/app/lazy-page';
import type { RecordHistoryPanelProps } from './record-history-panel';
import type { RecordHistoryDrawerProps } from './record-history-drawer-body';

const Panel = lazy(() => withChunkTimeout(import('./record-history-panel')));
const DrawerBody = lazy(() => withChunkTimeout(import('./record-history-drawer-body')));

/**
 * The History section any edit screen adds in one line, `<RecordHistory namespace="users" recordId={id} />`,
 * for any namespace whose API module registered its history. Its code loads with the edit screen that shows
 * it, never with the lists.
 */
export function RecordHistory(props: RecordHistoryPanelProps) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}

/** The same history in a drawer, its code loaded the first time it opens. */
export function RecordHistoryDrawer(props: RecordHistoryDrawerProps) {
  if (!props.opened) return null;
  return (
    <Suspense fallback={null}>
      <DrawerBody {...props} />
    </Suspense>
  );
}
