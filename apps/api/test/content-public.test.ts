import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';
import { createContent, publicContent, textIn } from './content-support.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ MAIL_WORKER: 'false' });
  admin = await t.login(ACCOUNTS.ADMIN);
});
afterAll(() => t.close());

describe('the public content read', () => {
  it('shows only what is published in the asked language, with SEO fields, and answers 304 to a matching ETag', async () => {
    const item = await createContent(t, admin, {
      type: 'page',
      translations: {
        en: textIn('Selling your coach with us', {
          seo_title: 'Sell a used coach',
          seo_description: 'List a coach in minutes.',
        }),
        es: textIn('Vender su autocar', { status: 'draft' }),
      },
    });
    const english = await publicContent(t, 'selling-your-coach-with-us', 'en');
    expect(english.statusCode).toBe(200);
    expect(english.json().data).toMatchObject({
      type: 'page',
      seo: { title: 'Sell a used coach', description: 'List a coach in minutes.' },
    });
    expect(english.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const etag = english.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await publicContent(t, 'selling-your-coach-with-us', 'en', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A draft language is not on the site, nor is a deleted item.
    expect((await publicContent(t, item.translations.es!.slug, 'es')).statusCode).toBe(404);
    await t.request({
      method: 'DELETE',
      url: `/api/content/${item.id}?version=${item.version}&force=1`,
      token: admin,
    });
    expect((await publicContent(t, 'selling-your-coach-with-us', 'en')).statusCode).toBe(404);
  });

  it('lists published items by type, and gives the menus without broken or hidden entries', async () => {
    const faq = await createContent(t, admin, {
      type: 'faq',
      translations: { de: textIn('Wie lange dauert die Prüfung?') },
    });
    const draft = await createContent(t, admin, {
      type: 'faq',
      translations: { de: textIn('Entwurf', { status: 'draft' }) },
    });
    const list = await t.request({ method: 'GET', url: '/api/public/content?type=faq&lang=de' });
    const slugs = list.json().data.items.map((entry: { slug: string }) => entry.slug);
    expect(slugs).toContain(faq.translations.de!.slug);
    expect(slugs).not.toContain(draft.translations.de!.slug);

    const menus = (await t.request({ method: 'GET', url: '/api/pages', token: admin })).json().data;
    const navbar = menus.find((menu: { key: string }) => menu.key === 'navbar_links');
    const saved = await t.request({
      method: 'PUT',
      url: '/api/pages/navbar_links',
      token: admin,
      payload: {
        version: navbar.version,
        entries: [
          {
            id: 'faq',
            kind: 'content',
            content_id: faq.id,
            labels: { de: 'Häufige Fragen' },
            children: [{ id: 'draft', kind: 'content', content_id: draft.id }],
          },
          {
            id: 'dealers',
            kind: 'url',
            url: '/dealers',
            labels: { de: 'Händler', en: 'Dealers' },
            hidden_in: ['en'],
            new_tab: true,
          },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.entries[0].children[0].broken).toBe('unpublished');
    const german = (await t.request({ method: 'GET', url: '/api/public/pages?lang=de' })).json().data;
    expect(german.navbar.links).toEqual([
      { label: 'Häufige Fragen', url: `/de/${faq.translations.de!.slug}`, new_tab: false, children: [] },
      { label: 'Händler', url: '/dealers', new_tab: true, children: [] },
    ]);
    const english = (await t.request({ method: 'GET', url: '/api/public/pages?lang=en' })).json().data;
    expect(english.navbar.links).toEqual([]);
  });

  it('refuses unsafe menu links and a stale menu save', async () => {
    const menus = (await t.request({ method: 'GET', url: '/api/pages', token: admin })).json().data;
    const footer = menus.find((menu: { key: string }) => menu.key === 'footer');
    const unsafe = await t.request({
      method: 'PUT',
      url: '/api/pages/footer',
      token: admin,
      payload: {
        version: footer.version,
        entries: [{ id: 'x', kind: 'url', url: 'javascript:alert(1)', labels: { en: 'X' } }],
      },
    });
    expect(unsafe.statusCode).toBe(400);
    const first = await t.request({
      method: 'PUT',
      url: '/api/pages/footer',
      token: admin,
      payload: { version: footer.version, entries: [] },
    });
    expect(first.statusCode).toBe(200);
    const stale = await t.request({
      method: 'PUT',
      url: '/api/pages/footer',
      token: admin,
      payload: { version: footer.version, entries: [] },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.current.key).toBe('footer');
    // The menu's history is the record history: the save that emptied it, read as the labels it removed.
    const history = (
      await t.request({ method: 'GET', url: `/api/audit/history/pages/${footer.id}`, token: admin })
    ).json().data;
    expect(history.version).toBe(footer.version + 1);
    const [emptied, seeded] = history.events;
    expect(emptied.changes).toEqual([
      { field: 'entries', before: expect.arrayContaining([expect.any(String)]), after: [] },
    ]);
    const restored = await t.request({
      method: 'POST',
      url: `/api/audit/history/pages/${footer.id}/restore`,
      token: admin,
      payload: { event_id: seeded.id, version: footer.version + 1 },
    });
    expect(restored.statusCode).toBe(200);
    const now = (await t.request({ method: 'GET', url: '/api/pages', token: admin })).json().data;
    expect(now.find((menu: { key: string }) => menu.key === 'footer').entries.length).toBe(
      footer.entries.length,
    );
  });
});

describe('a DEALER or REPRESENTATIVE', () => {
  it.each(['DEALER', 'REPRESENTATIVE'] as const)('%s is refused every write (403)', async (role) => {
    const token = await t.login(ACCOUNTS[role]);
    const item = await createContent(t, admin, { translations: { en: textIn(`Owned by staff ${role}`) } });
    const menus = (await t.request({ method: 'GET', url: '/api/pages', token: admin })).json().data;
    const footer = menus.find((menu: { key: string }) => menu.key === 'footer').id;
    const writes = [
      { method: 'GET', url: '/api/content' },
      {
        method: 'POST',
        url: '/api/content',
        payload: { type: 'page', translations: { en: textIn('Mine') } },
      },
      {
        method: 'PUT',
        url: `/api/content/${item.id}`,
        payload: { type: 'page', version: 1, translations: { en: textIn('Mine') } },
      },
      { method: 'POST', url: '/api/content/bulk-status', payload: { ids: [item.id], action: 'unpublish' } },
      { method: 'DELETE', url: `/api/content/${item.id}?version=1` },
      { method: 'POST', url: `/api/content/${item.id}/restore`, payload: { version: 1 } },
      {
        method: 'POST',
        url: `/api/audit/history/content/${item.id}/restore`,
        payload: { event_id: '1', version: 1 },
      },
      { method: 'POST', url: `/api/content/${item.id}/preview-links`, payload: { language: 'en' } },
      { method: 'PUT', url: '/api/pages/footer', payload: { version: 1, entries: [] } },
      {
        method: 'POST',
        url: `/api/audit/history/pages/${footer}/restore`,
        payload: { event_id: '1', version: 1 },
      },
    ] as const;
    for (const write of writes) {
      const response = await t.request({ ...write, token });
      expect(response.statusCode, `${write.method} ${write.url}`).toBe(403);
    }
    const untouched = (
      await t.request({ method: 'GET', url: `/api/content/${item.id}`, token: admin })
    ).json().data;
    expect(untouched).toMatchObject({ version: 1, deleted_at: null, states: { en: 'published' } });
  });
});

describe('the demo site', () => {
  it('has its pages complete in Turkish and menus linking to them, some languages still missing', async () => {
    const turkish = (await t.request({ method: 'GET', url: '/api/public/pages?lang=tr' })).json().data;
    expect(turkish.navbar.content.map((link: { label: string }) => link.label)).toEqual([
      'Coachyard hakkında',
      'Coachyard’da otobüs nasıl satılır?',
      'İkinci el otobüs alırken: ekspertiz kontrol listesi',
      'İkinci el otobüs finansmanı',
    ]);
    expect(turkish.navbar.content[2].children).toHaveLength(3);
    const about = await publicContent(t, 'coachyard-hakkinda', 'tr');
    expect(about.json().data.html).toContain('<h2>Ne yapıyoruz?</h2>');
    const list = (
      await t.request({ method: 'GET', url: '/api/content?type=faq&q=warranty', token: admin })
    ).json().data;
    expect(list.items[0].states).toMatchObject({ en: 'published', tr: 'published', ru: 'missing' });
  });

  it('shows its guides with a stored cover, described in each language they are written in', async () => {
    const guides = (
      await t.request({ method: 'GET', url: '/api/public/content?type=article&lang=de' })
    ).json().data.items as { slug: string; cover: { url: string; alt: string } | null }[];
    const guide = guides.find((item) => item.cover)!;
    expect(guide.cover!.alt).toBe(
      'Ein blauer Setra S 516 HD auf dem Hof eines Händlers, bereit zur Besichtigung',
    );
    // (The seed drew it into the seeding process's storage, which the test apps' own data folders do not share.)
    expect(guide.cover!.url).toMatch(/\/images\/original\/content\/2025-01-01\/[0-9a-f]{32}\.jpg$/);
    // Saved again by an editor, the seeded cover passes the upload check like any uploaded one.
    const [item] = (await t.request({ method: 'GET', url: '/api/content?q=checklist', token: admin })).json()
      .data.items as { id: string }[];
    const read = (await t.request({ method: 'GET', url: `/api/content/${item!.id}`, token: admin })).json()
      .data;
    const saved = await t.request({
      method: 'PUT',
      url: `/api/content/${read.id}`,
      token: admin,
      payload: {
        type: read.type,
        version: read.version,
        category_id: read.category_id,
        tag_ids: read.tag_ids,
        cover_key: read.cover_key,
        source_language: read.source_language,
        translations: Object.fromEntries(
          Object.entries(read.translations as Record<string, Record<string, unknown>>).map(
            ([language, text]) => [
              language,
              {
                title: text.title,
                slug: text.slug,
                excerpt: text.excerpt,
                body: text.body,
                seo_title: text.seo_title,
                seo_description: text.seo_description,
                cover_alt: text.cover_alt,
                status: text.status,
              },
            ],
          ),
        ),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
