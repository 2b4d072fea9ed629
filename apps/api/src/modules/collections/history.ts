import { collectionItems, collections } from '../../db/schema/index.ts';
import type { RecordHistoryKind } from '../../lib/record-history.ts';
import { NAMESPACE } from './writes.ts';

/** Lookup tables and their items share one namespace: a history id is found in whichever table holds it. */
export const lookupTableHistories: RecordHistoryKind[] = [
  { namespace: NAMESPACE, table: collections, fixed: ['slug'] },
  { namespace: NAMESPACE, table: collectionItems, fixed: ['collectionId', 'parentId'] },
];
