import { Suspense, lazy } from 'react';
import { withChunkTimeout } from '@/app/lazy-page';
import type { RecordHistoryPanelProps } from './record-history-panel';

const Panel = lazy(() => withChunkTimeout(import('./record-history-panel')));

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
