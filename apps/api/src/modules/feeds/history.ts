import { feeds } from '../../db/schema/index.ts';
import type { RecordHistoryKind } from '../../lib/record-history.ts';
import { feedScope, NAMESPACE } from './queries.ts';

/** Feeds in the trail, its history, restore and the trash: "Feed name · dealer", in the dealer's row scope. */
export const feedHistory: RecordHistoryKind = {
  namespace: NAMESPACE,
  table: feeds,
  scope: feedScope,
  label: (row, { names }) => [row.name, names[row.ownerId as string]].filter(Boolean).join(' · '),
};
