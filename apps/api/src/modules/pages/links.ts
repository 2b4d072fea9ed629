import { inArray } from 'drizzle-orm';
import { MENU_KEYS, type MenuKey } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { contentItems, siteMenus, type StoredMenuEntry } from '../../db/schema/index.ts';

/** Every entry of a menu, children included. */
export const allEntries = (entries: StoredMenuEntry[]): StoredMenuEntry[] =>
  entries.flatMap((entry) => [entry, ...(entry.children ?? [])]);

/** The menus in the site's order: navbar links, navbar content, footer. */
export const readMenus = async (db: Database) =>
  (await db.select().from(siteMenus)).sort(
    (left, right) => MENU_KEYS.indexOf(left.key) - MENU_KEYS.indexOf(right.key),
  );

/** The menus with an entry pointing at a content item (what deleting it would break). */
export async function menusLinkingTo(db: Database, contentId: string): Promise<MenuKey[]> {
  const menus = await readMenus(db);
  return menus
    .filter((menu) =>
      allEntries(menu.entries).some((entry) => entry.kind === 'content' && entry.content_id === contentId),
    )
    .map((menu) => menu.key);
}

/** A content item a menu links to is deleted only when forced: the 409 names the menus it would break. */
export async function refuseLinkedContent(db: Database, contentId: string) {
  const menus = await menusLinkingTo(db, contentId);
  if (menus.length) throw new AppError('CONFLICT', 'content.linked_by_menus', { fields: { menus } });
}

/** The content items menus point at, with what decides whether an entry is broken and what it shows. */
export async function linkedContent(db: Database, entries: StoredMenuEntry[]) {
  const ids = [
    ...new Set(allEntries(entries).flatMap((entry) => (entry.content_id ? [entry.content_id] : []))),
  ];
  if (!ids.length) return new Map<string, typeof contentItems.$inferSelect>();
  const rows = await db.select().from(contentItems).where(inArray(contentItems.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
