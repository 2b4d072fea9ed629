import { rolePrivileges } from '../../db/schema/index.ts';
import type { RecordHistoryKind } from '../../lib/record-history.ts';
import { NAMESPACE } from './matrix.ts';

/** A privilege row's history: which actions a role had in a namespace, and who changed them. */
export const privilegeHistory: RecordHistoryKind = {
  namespace: NAMESPACE,
  table: rolePrivileges,
  fixed: ['role', 'namespace'],
  label: (row) => `${row.role} · ${row.namespace}`,
};
