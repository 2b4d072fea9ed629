import { REGIONS, regionTagSlug, type Language, type LookupRef } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { lookupEntriesOf, textIn, type LookupEntry } from '../collections/index.ts';

/** The lookup tables an advertisement points into. */
export const AD_LOOKUP_TABLES = {
  brand: 'brands',
  model: 'vehicle-models',
  vehicleType: 'vehicle-type',
  mileageType: 'mileage-types',
  gvwrType: 'gvwr-type',
  steeringWheel: 'steering-wheel',
  engineBrand: 'engine-brand',
  gearboxBrand: 'gearbox-brand',
  productFeatures: 'product-features',
  vehicleTags: 'vehicle-tags',
  countries: 'countries',
} as const;
const ALL_TABLES = [...Object.values(AD_LOOKUP_TABLES), ...REGIONS.map(regionTagSlug)];

/** Reference data changes rarely and every answer names a dozen values: keep it a few seconds per process. */
const FRESH_FOR_MS = 30_000;
/** An id the snapshot lacks (a value added a moment ago) reloads it, but not more often than this. */
const RELOAD_AT_MOST_EVERY_MS = 2_000;

export interface CatalogSnapshot {
  entry(id: string): LookupEntry | undefined;
  /** A top-level value of a table by its key. */
  bySlug(collectionSlug: string, slug: string): LookupEntry | undefined;
}

export interface Catalog {
  /** A snapshot holding `ids` when they exist (ids of deleted values stay absent). */
  with(ids?: Iterable<string | null | undefined>): Promise<CatalogSnapshot>;
}

function snapshotOf(entries: LookupEntry[]): CatalogSnapshot & { has(id: string): boolean } {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const bySlug = new Map(
    entries
      .filter((entry) => entry.parentId === null)
      .map((entry) => [`${entry.collectionSlug}/${entry.slug.toLowerCase()}`, entry]),
  );
  return {
    entry: (id) => byId.get(id),
    has: (id) => byId.has(id),
    bySlug: (collectionSlug, slug) => bySlug.get(`${collectionSlug}/${slug.toLowerCase()}`),
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
    (loading ??= lookupEntriesOf(db, ALL_TABLES)
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

/** `{ id, slug, text }` of a value; a value deleted since keeps its id with empty texts. */
export function refOf(snapshot: CatalogSnapshot, id: string, language: Language): LookupRef {
  const entry = snapshot.entry(id);
  return entry ? { id, slug: entry.slug, text: entryText(entry, language) } : { id, slug: '', text: '' };
}
export const optionalRefOf = (snapshot: CatalogSnapshot, id: string | null, language: Language) =>
  id ? refOf(snapshot, id, language) : null;
