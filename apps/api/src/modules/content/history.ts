import { contentItems } from '../../db/schema/index.ts';
import type { RecordHistoryKind } from '../../lib/record-history.ts';
import { NAMESPACE } from './access.ts';
import { searchTextOf } from './translations.ts';

/** The audit trail's History/restore of an item (modules/audit); search text follows the restored texts. */
export const contentHistory: RecordHistoryKind = {
  namespace: NAMESPACE,
  table: contentItems,
  derived: ['searchText'],
  complete: (_db, restored) => ({ searchText: searchTextOf((restored.translations ?? {}) as never) }),
};
