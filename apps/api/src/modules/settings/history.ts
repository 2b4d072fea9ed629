import { translateMessage, type SettingsGroup } from '@coachyard/contract';
import { settings } from '../../db/schema/index.ts';
import type { RecordHistoryKind } from '../../lib/record-history.ts';
import { valuesOf } from './current.ts';
import { settingsChanges } from './diff.ts';
import { NAMESPACE } from './service.ts';

/**
 * A group's history is the record history's (modules/audit): each save lists the leaves it changed, and a
 * restored version takes today's defaults for fields added since it was saved, as reading it would.
 */
export const settingsHistory: RecordHistoryKind = {
  namespace: NAMESPACE,
  table: settings,
  fixed: ['group'],
  label: (row, { language }) => translateMessage(`settings.group.${String(row.group)}`, language),
  fieldChanges: { values: settingsChanges },
  complete: (_db, restored) => ({ values: valuesOf(restored.group as SettingsGroup, restored.values) }),
};
