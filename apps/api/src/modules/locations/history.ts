import { locationItems, locations } from '../../db/schema/index.ts';
import type { RecordHistoryKind } from '../../lib/record-history.ts';
import { NAMESPACE } from './writes.ts';

/** Markets and their places share one namespace: the audit trail's history, restore and the trash serve both. */
export const locationHistories: RecordHistoryKind[] = [
  { namespace: NAMESPACE, table: locations, fixed: ['slug'] },
  { namespace: NAMESPACE, table: locationItems, fixed: ['locationId', 'parentId'] },
];
