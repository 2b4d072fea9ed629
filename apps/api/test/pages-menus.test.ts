import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteMenus } from '../src/db/schema/index.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';
import { createContent, textIn } from './content-support.ts';

/**
 * The site's menus (issue 16, namespace `pages`): one level of children, targets that exist, broken flags, and
 * the history and restore every versioned record has in the audit trail.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ MAIL_WORKER: 'false' });
  admin = await t.login(ACCOUNTS.ADMIN);
});
afterAll(() => t.close());

interface Menu {
  key: string;
  version: number;
  entries: { id: string; broken: string | null; children: { id: string; broken: string | null }[] }[];
}
const menu = async (key: string) =>
  ((await t.request({ method: 'GET', url: '/api/pages', token: admin })).json().data as Menu[]).find(
    (one) => one.key === key,
  )!;
const saveMenu = (key: string, version: number, entries: object[]) =>
  t.request({ method: 'PUT', url: `/api/pages/${key}`, token: admin, payload: { version, entries } });
const link = (id: string, url: string, extra: object = {}) => ({
  id,
  kind: 'url',
  url,
  labels: { en: id, tr: id },
  ...extra,
});

describe('menus', () => {
  it('hold one level of children: a child with children of its own is refused and nothing changes', async () => {
    const before = await menu('footer');
    const refused = await saveMenu('footer', before.version, [
      link('company', '/about', {
        children: [link('team', '/about/team', { children: [link('drivers', '/about/team/drivers')] })],
      }),
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('VALIDATION');
    expect(await menu('footer')).toEqual(before);
  });

  it('refuse an entry pointing at content that does not exist', async () => {
    const before = await menu('footer');
    const refused = await saveMenu('footer', before.version, [
      { id: 'ghost', kind: 'content', content_id: '00000000-0000-4000-8000-000000000000' },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.entries).toEqual(['This content does not exist']);
  });

  it('flag entries whose content is unpublished or deleted, and leave them out of the public menu', async () => {
    const draft = await createContent(t, admin, {
      translations: { en: textIn('Coach hire for weddings', { status: 'draft' }) },
    });
    const gone = await createContent(t, admin, { translations: { en: textIn('Winter service offer') } });
    const live = await createContent(t, admin, { translations: { en: textIn('Sell your coach') } });
    const footer = await menu('footer');
    const saved = await saveMenu('footer', footer.version, [
      {
        id: 'live',
        kind: 'content',
        content_id: live.id,
        children: [{ id: 'draft', kind: 'content', content_id: draft.id }],
      },
      { id: 'gone', kind: 'content', content_id: gone.id },
    ]);
    expect(saved.statusCode).toBe(200);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/content/${gone.id}?version=${gone.version}&force=1`,
      token: admin,
    });
    expect(removed.statusCode).toBe(200);
    const flagged = await menu('footer');
    expect(flagged.entries.map((entry) => [entry.id, entry.broken])).toEqual([
      ['live', null],
      ['gone', 'deleted'],
    ]);
    expect(flagged.entries[0]!.children.map((child) => [child.id, child.broken])).toEqual([
      ['draft', 'unpublished'],
    ]);
    const site = (await t.request({ method: 'GET', url: '/api/public/pages?lang=en' })).json().data;
    expect(site.footer).toEqual([
      { label: 'Sell your coach', url: `/en/${live.translations.en!.slug}`, new_tab: false, children: [] },
    ]);
  });

  it('are restored from the audit trail like any versioned record, as a new audited version', async () => {
    const before = await menu('navbar_links');
    const first = await saveMenu('navbar_links', before.version, [link('sell', '/sell', { new_tab: true })]);
    const second = await saveMenu('navbar_links', first.json().data.version, [link('dealers', '/dealers')]);
    expect(second.statusCode).toBe(200);
    const [row] = await t.db.select().from(siteMenus).where(eq(siteMenus.key, 'navbar_links'));
    const trail = (
      await t.request({ method: 'GET', url: `/api/audit/history/pages/${row!.id}`, token: admin })
    ).json().data as { events: { id: string; action: string }[] };
    // Newest first: the second save, then the first.
    const afterFirst = trail.events[1]!;
    const restored = await t.request({
      method: 'POST',
      url: `/api/audit/history/pages/${row!.id}/restore`,
      token: admin,
      payload: { event_id: afterFirst.id, version: second.json().data.version },
    });
    expect(restored.statusCode).toBe(200);
    const after = await menu('navbar_links');
    expect(after.version).toBe(second.json().data.version + 1);
    expect(after.entries).toEqual(first.json().data.entries);
    const site = (await t.request({ method: 'GET', url: '/api/public/pages?lang=en' })).json().data;
    expect(site.navbar.links).toEqual([{ label: 'sell', url: '/sell', new_tab: true, children: [] }]);
  });
});
