import { modelRelations } from '../../db/schema/index.ts';
import type { RecordHistoryKind } from '../../lib/record-history.ts';
import { NAMESPACE } from './service.ts';

/** A brand's model list in the audit trail's history: a restore puts an earlier list of models back. */
export const modelRelationHistory: RecordHistoryKind = {
  namespace: NAMESPACE,
  table: modelRelations,
  fixed: ['brandId'],
  /** A relation is its brand's list of models: it is called by the brand. */
  label: (row, { names }) => names[row.brandId as string] ?? String(row.brandId),
};
