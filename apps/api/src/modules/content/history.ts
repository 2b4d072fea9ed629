import { contentItems, type ContentItemRow } from '../../db/schema/index.ts';
import type { RecordHistoryKind } from '../../lib/record-history.ts';
import { NAMESPACE } from './access.ts';
import { searchTextOf, titleIn } from './translations.ts';
import { writeDerivedRows } from './writes.ts';

/**
 * The audit trail's History/restore of an item (modules/audit): search text follows the restored texts, and the
 * slugs, redirects and scheduled jobs follow them as after any save.
 */
export const contentHistory: RecordHistoryKind = {
  namespace: NAMESPACE,
  table: contentItems,
  derived: ['searchText'],
  label: (row, { language }) =>
    titleIn((row as ContentItemRow).translations, language, (row as ContentItemRow).sourceLanguage),
  complete: (_db, restored) => ({ searchText: searchTextOf((restored.translations ?? {}) as never) }),
  alsoWrite: (tx, before, after) =>
    writeDerivedRows(
      tx,
      after.id as string,
      (before as ContentItemRow).translations,
      (after as ContentItemRow).translations,
      new Date(),
    ),
};
