import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Translations } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { planOnceName, preparedByShape } from '../../db/prepared-by-shape.ts';
import { collectionItems, collections } from '../../db/schema/index.ts';
import { cleanTranslations } from '../../lib/translated-entries.ts';

/** A live lookup item as other modules read it (DESIGN §2: through this function, not the tables). */
export interface LookupEntry {
  id: string;
  /** Slug of the table the item belongs to (`brands`, `countries`, …). */
  collectionSlug: string;
  parentId: string | null;
  slug: string;
  name: string;
  translations: Translations;
  isActive: boolean;
  position: number;
  attributes: Record<string, unknown>;
}

const entryColumns = {
  id: collectionItems.id,
  collectionSlug: collections.slug,
  parentId: collectionItems.parentId,
  slug: collectionItems.slug,
  name: collectionItems.name,
  translations: collectionItems.translations,
  isActive: collectionItems.isActive,
  position: collectionItems.position,
  attributes: collectionItems.attributes,
};

const entriesQuery = (db: Database, condition: ReturnType<typeof and>) =>
  db
    .select(entryColumns)
    .from(collectionItems)
    .innerJoin(collections, eq(collections.id, collectionItems.collectionId))
    .where(and(condition, isNull(collectionItems.deletedAt), isNull(collections.deletedAt)))
    .orderBy(collectionItems.position, collectionItems.name);

/** The entries among the ids bound as `ids`: every write of an ad checks the values it names with it. */
const entriesByIdsStatement = preparedByShape((db, _shape: 'by ids') =>
  entriesQuery(db, sql`${collectionItems.id} = any(${sql.placeholder('ids')}::uuid[])`).prepare(
    planOnceName(),
  ),
);

const asEntries = (rows: Awaited<ReturnType<typeof entriesQuery>>): LookupEntry[] =>
  rows.map((row) => ({
    ...row,
    translations: cleanTranslations(row.translations),
    attributes: row.attributes ?? {},
  }));

const selectEntries = async (db: Database, condition: ReturnType<typeof and>) =>
  asEntries(await entriesQuery(db, condition));

/** Every live item (all levels, active or not) of the named tables, in each level's order. */
export const lookupEntriesOf = (db: Database, collectionSlugs: readonly string[]) =>
  collectionSlugs.length
    ? selectEntries(db, inArray(collections.slug, [...collectionSlugs]))
    : Promise.resolve([]);

/** Every live item of every table (the catalog: ./catalog.ts). */
export const allLookupEntries = (db: Database) => selectEntries(db, undefined);

/** The live items among `ids`, whichever table they belong to; unknown or deleted ids are simply absent. */
export const lookupEntriesByIds = (db: Database, ids: readonly string[]) =>
  ids.length
    ? entriesByIdsStatement(db, 'by ids')
        .execute({ ids: [...new Set(ids)] })
        .then(asEntries)
    : Promise.resolve([]);
