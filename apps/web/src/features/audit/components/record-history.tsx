import { Suspense } from 'react';
import { lazyWithTexts } from '@/app/lazy-page';
import type { RecordHistoryPanelProps } from './record-history-panel';
import type { RecordHistoryDrawerProps } from './record-history-drawer-body';

// The audit's texts come with the History, not with every screen that may show it.
const Panel = lazyWithTexts(['audit'], () => import('./record-history-panel'));
const DrawerBody = lazyWithTexts(['audit'], () => import('./record-history-drawer-body'));

/**
 * The History section any edit screen adds in one line, `<RecordHistory namespace="users" recordId={id} />`,
 * for any namespace whose API module registered its history. Its code and texts load when an edit screen shows
 * it, never with the lists or a create form.
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
