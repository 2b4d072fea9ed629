import type { Database } from '../../db/client.ts';
import { sameValue } from '../../lib/audit.ts';

/**
 * What another module keeps of a lookup value's texts (an ad's search words hold its brand's and model's names in
 * every language) is told, in the write's own transaction, which values' name or translations changed: what it
 * queues there commits, or not, with the change.
 */
export type LookupTextsListener = (tx: Database, itemIds: string[]) => Promise<void>;

const listeners: LookupTextsListener[] = [];

export function onLookupTextsChanged(listener: LookupTextsListener) {
  if (!listeners.includes(listener)) listeners.push(listener);
}

type Texts = { id: string; name: string; translations: unknown };

/** Tells the listeners about the items among `pairs` whose name or translations differ after the write. */
export async function lookupTextsChanged(tx: Database, pairs: { before: Texts; after: Omit<Texts, 'id'> }[]) {
  const ids = pairs
    .filter(
      ({ before, after }) =>
        before.name !== after.name || !sameValue(before.translations, after.translations),
    )
    .map(({ before }) => before.id);
  if (ids.length === 0) return;
  for (const listener of listeners) await listener(tx, ids);
}
