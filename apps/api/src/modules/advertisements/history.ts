import type { Database } from '../../db/client.ts';
import { advertisements } from '../../db/schema/index.ts';
import type { RecordHistoryKind } from '../../lib/record-history.ts';
import { catalogOf } from './catalog.ts';
import { scopeOf } from './queries.ts';
import { buildSearchText } from './search-text.ts';
import type { AdState } from './state.ts';
import type { AdRow } from './present.ts';
import { runRowHooks } from './write-hooks.ts';

type Row = Record<string, unknown>;

/**
 * Advertisements in the audit trail's history: a DEALER sees its own, a REPRESENTATIVE its dealers' (the list's
 * row scope). A restore writes the ad's own fields back; the search text follows the restored texts and names,
 * and what other modules keep of the row alone (its photos' fingerprints) follows the restored row.
 */
export const advertisementHistory: RecordHistoryKind = {
  namespace: 'advertisements',
  table: advertisements,
  scope: scopeOf,
  // The stored signal facts are cleared by a restore: the restored texts' flags are found afresh by the next read.
  derived: ['searchText', 'searchVector', 'signalFacts'],
  fixed: ['shortId'],
  label: (row, { names }) =>
    `${row.year} ${names[row.brandId as string] ?? ''} ${names[row.modelId as string] ?? ''} · ${row.shortId}`.replace(
      / {2,}/g,
      ' ',
    ),
  alsoWrite: (tx, _before, after) => runRowHooks(tx, after as unknown as AdRow),
  async complete(db: Database, restored: Row) {
    const brandId = restored.brandId as string;
    const modelId = restored.modelId as string;
    const catalog = await catalogOf(db).with([brandId, modelId]);
    return {
      signalFacts: null,
      searchText: buildSearchText({
        shortId: restored.shortId as string,
        brand: catalog.entry(brandId),
        model: catalog.entry(modelId),
        title: restored.title as AdState['title'],
        description: restored.description as AdState['description'],
      }),
    };
  },
};
