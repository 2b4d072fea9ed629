import { Suspense } from 'react';
import { lazyWithTexts } from '@/app/lazy-page';
import type { RecordHistoryDrawerProps } from './record-history-drawer-body';

const DrawerBody = lazyWithTexts(['audit'], () => import('./record-history-drawer-body'));

/** The History of `RecordHistory` in a drawer, its code and texts loaded the first time it opens. */
export function RecordHistoryDrawer(props: RecordHistoryDrawerProps) {
  if (!props.opened) return null;
  return (
    <Suspense fallback={null}>
      <DrawerBody {...props} />
    </Suspense>
  );
}
