import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { MENU_KEYS, menuWriteSchema, siteMenuSchema, type MenuKey } from '@coachyard/contract';
import { siteMenus, type SiteMenuRow, type StoredMenuEntry } from '../../db/schema/index.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { invalidFields, notFound } from '../../lib/errors.ts';
import { applyVersionedChange } from '../../lib/versioned.ts';
import { errorResponses } from '../../lib/envelope.ts';
import { allEntries, linkedContent, readMenus } from './links.ts';
import { presentMenu } from './present.ts';

export const NAMESPACE = 'pages';
const TAG = 'pages';
const menuParams = z.object({ menu: z.enum(MENU_KEYS) });
const langQuery = z.object({ lang: z.string().optional() });

/** The site's menus (issue 16): read with broken flags, saved whole with version (history: pages/history.ts). */
const routes: FastifyPluginAsyncZod = async (app) => {
  async function menuRow(key: MenuKey) {
    const [row] = await app.db.select().from(siteMenus).where(eq(siteMenus.key, key));
    if (!row) throw notFound();
    return row;
  }
  const presentRows = async (rows: SiteMenuRow[], language: Parameters<typeof presentMenu>[2]) => {
    const linked = await linkedContent(
      app.db,
      rows.flatMap((row) => row.entries),
    );
    return rows.map((row) => presentMenu(row, linked, language));
  };

  /** Entries must point at content that exists (deleted is allowed: it shows as broken). */
  async function assertTargets(entries: StoredMenuEntry[]) {
    const linked = await linkedContent(app.db, entries);
    const missing = allEntries(entries).filter(
      (entry) => entry.kind === 'content' && !linked.has(entry.content_id!),
    );
    if (missing.length) throw invalidFields({ entries: ['pages.content_missing'] });
  }

  /** Saves entries as the menu's next version (audited); 409 with the current menu when stale. */
  async function saveMenu(
    request: Parameters<typeof applyVersionedChange>[1],
    key: MenuKey,
    version: number,
    entries: StoredMenuEntry[],
  ) {
    await assertTargets(entries);
    const current = await menuRow(key);
    const row = await applyVersionedChange(app.db, request, {
      table: siteMenus,
      namespace: NAMESPACE,
      id: current.id,
      version,
      changes: { entries },
      present: (saved: SiteMenuRow) => saved,
    }).catch(async (error: unknown) => {
      const conflict = error as { code?: string; extra?: { current?: SiteMenuRow } };
      if (conflict.code === 'CONFLICT' && conflict.extra?.current) {
        const [present] = await presentRows([conflict.extra.current], request!.lang);
        conflict.extra.current = present as never;
      }
      throw error;
    });
    const [menu] = await presentRows([row], request!.lang);
    return menu!;
  }

  app.get(
    '/pages',
    {
      config: { privilege: [NAMESPACE, 'list'] },
      schema: {
        tags: [TAG],
        summary: 'The navbar links, navbar content and footer menus, with broken entries flagged',
        querystring: langQuery,
        response: { 200: envelope(z.array(siteMenuSchema)), ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await presentRows(await readMenus(app.db), request.lang)),
  );

  app.put(
    '/pages/:menu',
    {
      config: { privilege: [NAMESPACE, 'update'] },
      schema: {
        tags: [TAG],
        summary: 'Save a menu whole, in order, as its next version (409 with the current menu when stale)',
        params: menuParams,
        querystring: langQuery,
        body: menuWriteSchema,
        response: { 200: envelope(siteMenuSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const menu = await saveMenu(
        request,
        request.params.menu,
        request.body.version,
        request.body.entries as StoredMenuEntry[],
      );
      return ok(menu, { messageKey: 'common.saved', language: request.lang });
    },
  );
};
export default routes;
