import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { RICH_TEXT_LOOKUP_TABLE_SLUGS } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { lookupItems, lookupTables, users } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../accounts.ts';
import { lookupTableSeeds, type SeedLookupTable, type SeedItem } from '../data/index.ts';
import type { SeedStep } from '../index.ts';

/** Rows per INSERT, well under PostgreSQL's 65,535 parameters per statement. */
const CHUNK = 1000;

type ItemInsert = typeof lookupItems.$inferInsert;

/**
 * Flattens a table's items, parents before their children (the foreign key needs the parent first),
 * with ids chosen here so a child knows its parent's id without a round trip.
 */
function flattenItems(
  tableId: string,
  items: readonly SeedItem[],
  parentId: string | null,
  rows: ItemInsert[],
) {
  items.forEach((item, position) => {
    const id = randomUUID();
    rows.push({
      id,
      collectionId: tableId,
      parentId,
      name: item.name,
      slug: item.slug,
      translations: item.translations,
      isActive: true,
      isExposable: item.is_exposable ?? true,
      attributes: item.attributes ?? {},
      position,
    });
    if (item.children?.length) flattenItems(tableId, item.children, id, rows);
  });
}

/** Inserts the tables that do not exist yet, with all their items; tables already there are left alone. */
export async function seedLookupTables(db: Database, tables: readonly SeedLookupTable[] = lookupTableSeeds) {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(lookupTables)
      .values(
        tables.map((table) => ({
          name: table.name,
          slug: table.slug,
          translations: table.translations,
          isExposable: table.is_exposable ?? true,
          richText: (RICH_TEXT_LOOKUP_TABLE_SLUGS as readonly string[]).includes(table.slug),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: lookupTables.id, slug: lookupTables.slug });
    const idOf = new Map(inserted.map((row) => [row.slug, row.id]));

    const rows: ItemInsert[] = [];
    for (const table of tables) {
      const tableId = idOf.get(table.slug);
      if (tableId) flattenItems(tableId, table.items, null, rows);
    }
    for (let start = 0; start < rows.length; start += CHUNK) {
      await tx.insert(lookupItems).values(rows.slice(start, start + CHUNK));
    }
    return { tables: inserted.length, items: rows.length };
  });
}

/** Where each demo account lives (their addresses are in İstanbul and Ankara). */
const DEMO_HOMES: Record<string, { country: string; city: string }> = {
  ADMIN: { country: 'tr', city: 'istanbul' },
  REPRESENTATIVE: { country: 'tr', city: 'ankara' },
  DEALER: { country: 'tr', city: 'istanbul' },
};

/** Gives the demo accounts their country and city items, when the countries table has them. */
export async function placeDemoAccounts(db: Database) {
  const [countriesTable] = await db
    .select({ id: lookupTables.id })
    .from(lookupTables)
    .where(and(eq(lookupTables.slug, 'countries'), isNull(lookupTables.deletedAt)));
  if (!countriesTable) return;
  const itemAt = async (slug: string, parentId: string | null) => {
    const [row] = await db
      .select({ id: lookupItems.id })
      .from(lookupItems)
      .where(
        and(
          eq(lookupItems.collectionId, countriesTable.id),
          parentId ? eq(lookupItems.parentId, parentId) : isNull(lookupItems.parentId),
          eq(lookupItems.slug, slug),
          isNull(lookupItems.deletedAt),
        ),
      );
    return row?.id ?? null;
  };
  for (const account of DEMO_ACCOUNTS) {
    const home = DEMO_HOMES[account.role];
    if (!home) continue;
    const country = await itemAt(home.country, null);
    const city = country ? await itemAt(home.city, country) : null;
    if (!country || !city) continue;
    await db
      .update(users)
      .set({ country, city })
      .where(sql`lower(${users.emailAddress}) = ${account.email.toLowerCase()}`);
  }
}

export const lookupTablesStep: SeedStep = {
  name: 'lookup tables',
  async run({ db, log }) {
    const counts = await seedLookupTables(db);
    await placeDemoAccounts(db);
    log(`lookup tables: ${counts.tables} tables, ${counts.items} items`);
  },
};
