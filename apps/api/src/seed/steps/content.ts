import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  CONTENT_CATEGORY_TABLE,
  CONTENT_TAG_TABLE,
  type Language,
  type RichTextNode,
} from '@coachyard/contract';
import { siteMenus, type StoredMenuEntry } from '../../db/schema/index.ts';
import { applyVersionedChange } from '../../lib/versioned.ts';
import { lookupEntriesOf } from '../../modules/lookup-tables/index.ts';
import { createContent } from '../../modules/content/writes.ts';
import { SEED_CONTENT, SEED_MENUS, type Block } from '../data/content-pages.ts';
import type { SeedStep } from '../index.ts';
import { configuredStorage } from './advertisements.ts';
import { storeCover } from './content-covers.ts';

const textNode = (text: string) => [{ type: 'text', text }];
const blockNode = (block: Block): RichTextNode =>
  typeof block === 'string'
    ? { type: 'paragraph', content: textNode(block) }
    : block[0] === 'h2' || block[0] === 'h3'
      ? {
          type: 'heading',
          attrs: { level: block[0] === 'h2' ? 2 : 3 },
          content: textNode(block[1] as string),
        }
      : {
          type: block[0] === 'ul' ? 'bulletList' : 'orderedList',
          content: (block[1] as string[]).map((item) => ({
            type: 'listItem',
            content: [{ type: 'paragraph', content: textNode(item) }],
          })),
        };

/** The demo site's pages, guides and FAQ entries, written by the demo ADMIN, and the menus linking to them. */
export const contentStep: SeedStep = {
  name: 'content',
  async run({ db, accounts }) {
    // Written as the demo ADMIN, through the module's own write: slugs and audit as in real use.
    const actor = { user: { id: accounts.ADMIN, role: 'ADMIN' } } as unknown as FastifyRequest;
    const entries = await lookupEntriesOf(db, [CONTENT_CATEGORY_TABLE, CONTENT_TAG_TABLE]);
    const idOf = (table: string, name: string) =>
      entries.find((entry) => entry.lookupTableSlug === table && entry.name === name)?.id ?? null;
    const ids = new Map<string, string>();
    const storage = await configuredStorage(db);
    for (const content of SEED_CONTENT) {
      const id = randomUUID();
      const coverKey = content.cover
        ? await storeCover(db, storage, content.cover, { userId: accounts.ADMIN!, itemId: id })
        : null;
      const translations = Object.fromEntries(
        Object.entries(content.texts).map(([language, text]) => [
          language,
          {
            title: text!.title,
            slug: '',
            excerpt: text!.excerpt,
            body: { type: 'doc', content: text!.body.map(blockNode) },
            seo_title: '',
            seo_description: text!.seo_description ?? '',
            cover_alt: content.cover?.alt[language as Language] ?? '',
            status: text!.status ?? 'published',
            publish_at: null,
            unpublish_at: null,
          },
        ]),
      ) as Parameters<typeof createContent>[2]['translations'];
      const row = await createContent(
        db,
        actor,
        {
          type: content.type,
          category_id: idOf(CONTENT_CATEGORY_TABLE, content.category),
          tag_ids: (content.tags ?? [])
            .map((tag) => idOf(CONTENT_TAG_TABLE, tag))
            .filter((id): id is string => !!id),
          cover_key: coverKey,
          source_language: 'en' as Language,
          translations,
        },
        id,
      );
      ids.set(content.key, row.id);
    }
    const contentEntry = (key: string): StoredMenuEntry => ({
      id: randomUUID(),
      kind: 'content',
      content_id: ids.get(key)!,
      url: null,
      labels: {},
      hidden_in: [],
      new_tab: false,
      children: [],
    });
    const menus: Record<keyof typeof SEED_MENUS, StoredMenuEntry[]> = {
      navbar_links: SEED_MENUS.navbar_links.map((link) => ({
        id: randomUUID(),
        kind: 'url',
        content_id: null,
        url: link.url,
        labels: link.labels,
        hidden_in: [],
        new_tab: false,
        children: [],
      })),
      // The guides hold the FAQ entries as children: one level, as the site's dropdown shows them.
      navbar_content: SEED_MENUS.navbar_content.map((key) =>
        key === 'buying-guide'
          ? {
              ...contentEntry(key),
              children: ['faq-inspection', 'faq-export', 'faq-warranty'].map(contentEntry),
            }
          : contentEntry(key),
      ),
      footer: SEED_MENUS.footer.map(contentEntry),
    };
    // Saved as the module saves a menu (version and audit), so a menu's history starts with the demo's entries.
    for (const [key, menuEntries] of Object.entries(menus)) {
      const [menu] = await db
        .select()
        .from(siteMenus)
        .where(eq(siteMenus.key, key as never));
      await applyVersionedChange(db, actor, {
        table: siteMenus,
        namespace: 'pages',
        id: menu!.id,
        version: menu!.version,
        changes: { entries: menuEntries },
        present: () => null,
      });
    }
  },
};
