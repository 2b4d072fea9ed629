import type { Language } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { textIn } from '../../lib/translated-entries.ts';
import { allLookupEntries, type LookupEntry } from './lookup-entries.ts';

/**
 * Every live value of every lookup table, by id and by table and key, kept in memory per process: the values
 * an answer names (an ad's brand, a user's city) are read from here instead of a query per request.
 */

/**
 * Reference data changes rarely and answers name many values. Edits made here clear it at once (registered as
 * a write-cleared cache by this module); this bounds how long an edit made where no notification reaches us
 * (the seed CLI) takes to show.
 */
const FRESH_FOR_MS = 30_000;
/** An id the snapshot lacks (a value added a moment ago) reloads it, but not more often than this. */
const RELOAD_AT_MOST_EVERY_MS = 2_000;

export interface CatalogSnapshot {
  entry(id: string): LookupEntry | undefined;
  /** A top-level value of a table by its key. */
  bySlug(lookupTableSlug: string, slug: string): LookupEntry | undefined;
}

export interface Catalog {
  /** A snapshot holding `ids` when they exist (ids of deleted values stay absent). */
  with(ids?: Iterable<string | null | undefined>): Promise<CatalogSnapshot>;
  /** Forgets the snapshot: the next read loads every value afresh. */
  clear(): void;
}

function snapshotOf(entries: LookupEntry[]): CatalogSnapshot & { has(id: string): boolean } {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const bySlug = new Map(
    entries
      .filter((entry) => entry.parentId === null)
      .map((entry) => [`${entry.lookupTableSlug}/${entry.slug.toLowerCase()}`, entry]),
  );
  return {
    entry: (id) => byId.get(id),
    has: (id) => byId.has(id),
    bySlug: (lookupTableSlug, slug) => bySlug.get(`${lookupTableSlug}/${slug.toLowerCase()}`),
  };
}

/** A snapshot with entries just read from the database on top (a write answers with what it checked). */
export const withEntries = (
  snapshot: CatalogSnapshot,
  fresh: ReadonlyMap<string, LookupEntry>,
): CatalogSnapshot => ({
  entry: (id) => fresh.get(id) ?? snapshot.entry(id),
  bySlug: snapshot.bySlug,
});

function createCatalog(db: Database): Catalog {
  let snapshot: ReturnType<typeof snapshotOf> | null = null;
  let loadedAt = 0;
  let loading: Promise<CatalogSnapshot> | null = null;

  const reload = (): Promise<CatalogSnapshot> =>
    (loading ??= allLookupEntries(db)
      .then((entries) => {
        snapshot = snapshotOf(entries);
        loadedAt = Date.now();
        return snapshot;
      })
      .finally(() => {
        loading = null;
      }));

  return {
    async with(ids = []) {
      const age = Date.now() - loadedAt;
      if (!snapshot || age > FRESH_FOR_MS) return reload();
      for (const id of ids) {
        if (id && !snapshot.has(id)) return age > RELOAD_AT_MOST_EVERY_MS ? reload() : snapshot;
      }
      return snapshot;
    },
    clear() {
      snapshot = null;
    },
  };
}

const catalogs = new WeakMap<Database, Catalog>();
/** One catalog per database (the app's, or a test's). */
export function catalogOf(db: Database): Catalog {
  let catalog = catalogs.get(db);
  if (!catalog) catalogs.set(db, (catalog = createCatalog(db)));
  return catalog;
}

export const entryText = (entry: LookupEntry, language: Language) =>
  textIn(entry.translations, entry.name, language);

/** A transaction reads the catalog of the database it runs on (a feed run writes each row in a transaction). */
export function shareCatalog(transaction: Database, db: Database) {
  catalogs.set(transaction, catalogOf(db));
}
