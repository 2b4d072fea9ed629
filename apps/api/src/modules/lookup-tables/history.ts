import { lookupItems, lookupTables } from '../../db/schema/index.ts';
import type { NameSource, RecordHistoryKind } from '../../lib/record-history.ts';
import { textIn } from '../../lib/translated-entries.ts';
import { lookupEntriesByIds } from './lookup-entries.ts';
import { NAMESPACE } from './writes.ts';

/** Lookup tables and their items share one namespace: a history id is found in whichever table holds it. */
export const lookupTableHistories: RecordHistoryKind[] = [
  { namespace: NAMESPACE, table: lookupTables, fixed: ['slug'] },
  { namespace: NAMESPACE, table: lookupItems, fixed: ['collectionId', 'parentId'] },
];

/** Lookup values by their name in the reader's language: a changed brand or city reads "Setra", "İzmir". */
export const lookupNames: NameSource = async (db, ids, language) =>
  new Map(
    (await lookupEntriesByIds(db, ids)).map((entry) => [
      entry.id,
      textIn(entry.translations, entry.name, language),
    ]),
  );
