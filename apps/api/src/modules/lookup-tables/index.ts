import type { FastifyPluginAsync } from 'fastify';
import { registerNameSource, registerRecordHistory } from '../../lib/record-history.ts';
import { catalogOf } from './catalog.ts';
import lookupTableRoutes from './table-routes.ts';
import { lookupNames, lookupTableHistories } from './history.ts';
import itemRoutes from './item-routes.ts';
import publicRoutes from './public-routes.ts';
import { lookupEntrySearch } from './search.ts';
import transferRoutes from './transfer-routes.ts';
import { NAMESPACE } from './writes.ts';

/** What other modules read of lookup tables: items by table or id, and display texts. */
export { lookupEntriesByIds, lookupEntriesOf, type LookupEntry } from './lookup-entries.ts';
export { onLookupTextsChanged, type LookupTextsListener } from './text-listeners.ts';
export {
  catalogOf,
  entryText,
  shareCatalog,
  withEntries,
  type Catalog,
  type CatalogSnapshot,
} from './catalog.ts';

/** Lookup tables (issue 3): tables, their items, CSV transfer and the public read. */
const lookupTables: FastifyPluginAsync = async (app) => {
  lookupTableHistories.forEach(registerRecordHistory);
  registerNameSource(lookupNames);
  // Model relations are stored on the items they relate.
  app.registerWriteClearedCache(catalogOf(app.db), [NAMESPACE, 'model_relations']);
  app.searchProviders.register(lookupEntrySearch(app));
  await app.register(lookupTableRoutes);
  await app.register(itemRoutes);
  await app.register(transferRoutes);
  await app.register(publicRoutes);
};
export default lookupTables;
