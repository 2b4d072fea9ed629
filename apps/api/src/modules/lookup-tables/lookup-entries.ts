import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Translations } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { leanStatement } from '../../db/lean-statement.ts';
import { planOnceName, preparedByShape } from '../../db/prepared-by-shape.ts';
import { lookupItems, lookupTables } from '../../db/schema/index.ts';
import { cleanTranslations } from '../../lib/translated-entries.ts';

/** A live lookup item as other modules read it (DESIGN §2: through this function, not the tables). */
export interface LookupEntry {
  id: string;
  /** Slug of the table the item belongs to (`brands`, `countries`, …). */
  lookupTableSlug: string;
  parentId: string | null;
  slug: string;
  name: string;
  translations: Translations;
  isActive: boolean;
  position: number;
  attributes: Record<string, unknown>;
}

const entryColumns = {
  id: lookupItems.id,
  lookupTableSlug: lookupTables.slug,
  parentId: lookupItems.parentId,
  slug: lookupItems.slug,
  name: lookupItems.name,
  translations: lookupItems.translations,
  isActive: lookupItems.isActive,
  position: lookupItems.position,
  attributes: lookupItems.attributes,
};

const entriesQuery = (db: Database, condition: ReturnType<typeof and>) =>
  db
    .select(entryColumns)
    .from(lookupItems)
    .innerJoin(lookupTables, eq(lookupTables.id, lookupItems.collectionId))
    .where(and(condition, isNull(lookupItems.deletedAt), isNull(lookupTables.deletedAt)))
    .orderBy(lookupItems.position, lookupItems.name);

/** The entries among the ids bound as `ids`: every write of an ad checks the values it names with it. */
const entriesByIdsStatement = preparedByShape((db, _shape: 'by ids') =>
  leanStatement(
    entriesQuery(db, sql`${lookupItems.id} = any(${sql.placeholder('ids')}::uuid[])`).prepare(planOnceName()),
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
export const lookupEntriesOf = (db: Database, lookupTableSlugs: readonly string[]) =>
  lookupTableSlugs.length
    ? selectEntries(db, inArray(lookupTables.slug, [...lookupTableSlugs]))
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
