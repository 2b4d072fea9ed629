import { translateMessage } from '@coachyard/contract';
import type { StoredMenuEntry } from '../../db/schema/index.ts';
import { siteMenus } from '../../db/schema/index.ts';
import type { RecordHistoryKind } from '../../lib/record-history.ts';
import { NAMESPACE } from './routes.ts';

/**
 * A menu as a reader scans it: its entries in order, each child after its parent, by its label, or by the
 * content it links to (the trail names it by its title, content/history.ts).
 */
const entryLines = (entries: unknown) =>
  ((entries ?? []) as StoredMenuEntry[])
    .flatMap((entry) => [entry, ...(entry.children ?? [])])
    .map(
      (entry) =>
        entry.labels.en || Object.values(entry.labels).find(Boolean) || entry.content_id || entry.url,
    );

/** A menu's history is the record history's (modules/audit); a menu never changes its key. */
export const menuHistory: RecordHistoryKind = {
  namespace: NAMESPACE,
  table: siteMenus,
  fixed: ['key'],
  label: (row, { language }) => translateMessage(`menu.${String(row.key)}`, language),
  fieldChanges: {
    entries: (before, after) => [{ field: 'entries', before: entryLines(before), after: entryLines(after) }],
  },
};
