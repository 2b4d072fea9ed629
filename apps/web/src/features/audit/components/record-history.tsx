import { Suspense } from 'react';
import { lazyWithTexts } from '@/app/lazy-page';
import type { RecordHistoryPanelProps } from './record-history-panel';

// The audit's texts come with the History, not with every screen that may show it.
const Panel = lazyWithTexts(['audit'], () => import('./record-history-panel'));

/**
 * The History section any edit screen adds in one line, `<RecordHistory namespace="users" recordId={id} />`,
 * for any namespace whose API module registered its history. Its code and texts load when an edit screen shows
 * it, never with the lists or a create form. (The drawer is a module apart: a form's chunk then names the
 * panel's files to preload, not the drawer's thirty.)
 */
export function RecordHistory(props: RecordHistoryPanelProps) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
