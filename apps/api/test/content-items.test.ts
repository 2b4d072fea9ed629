import { describe, expect, it } from 'vitest';
import { createContent, documentOf, publicContent, contentTestFile, textIn } from './content-support.ts';

const file = contentTestFile();
const { save } = file;

describe('saving', () => {
  it('a stale save is 409 with the current item and its text, so both sides can be kept', async () => {
    const item = await createContent(file.t, file.admin, {
      translations: { en: textIn('Seat layouts explained') },
    });
    const first = await save(item.id, {
      version: item.version,
      translations: { en: textIn('Seat layouts explained: 2+1 or 2+2') },
    });
    expect(first.statusCode).toBe(200);
    const stale = await save(item.id, {
      version: item.version,
      translations: { en: textIn('Seat layouts, my version') },
    });
    expect(stale.statusCode).toBe(409);
    const { current } = stale.json().error;
    expect(current.version).toBe(item.version + 1);
    expect(current.translations.en.title).toBe('Seat layouts explained: 2+1 or 2+2');
    expect(current.translations.en.body.type).toBe('doc');
  });

  it('every save is in the record history, field by field and language by language, and restores as a new version', async () => {
    const item = await createContent(file.t, file.admin, { translations: { en: textIn('Euro 6 engines') } });
    const second = (
      await save(item.id, { version: 1, translations: { en: textIn('Euro 6 and Euro 7 engines') } })
    ).json().data;
    const history = await file.t.request({
      method: 'GET',
      url: `/api/audit/history/content/${item.id}`,
      token: file.admin,
    });
    const [saved, created] = history.json().data.events;
    expect([saved.action, created.action]).toEqual(['update', 'create']);
    expect(saved.actor.name).toBeTruthy();
    // The texts read as their fields, not as the stored structure twice.
    expect(saved.changes).toEqual([
      { field: 'title.en', before: 'Euro 6 engines', after: 'Euro 6 and Euro 7 engines' },
      expect.objectContaining({
        field: 'body.en',
        after: expect.stringMatching(/^Euro 6 and Euro 7 engines/),
      }),
    ]);
    const restored = await file.t.request({
      method: 'POST',
      url: `/api/audit/history/content/${item.id}/restore`,
      token: file.admin,
      payload: { event_id: created.id, version: second.version },
    });
    expect(restored.statusCode).toBe(200);
    const now = await file.t.request({ method: 'GET', url: `/api/content/${item.id}`, token: file.admin });
    expect(now.json().data).toMatchObject({ version: 3, translations: { en: { title: 'Euro 6 engines' } } });
  });

  it('restored from the audit trail, its slugs and redirects follow the restored text as after a save', async () => {
    const draft = { status: 'draft' };
    const item = await createContent(file.t, file.admin, {
      translations: { en: textIn('Coach hire in Istanbul', draft) },
    });
    // A draft's slug changed is released; the new one is then published.
    let version = item.version;
    for (const text of [
      textIn('Coach hire in Istanbul', { ...draft, slug: 'istanbul-coach-hire' }),
      textIn('Coach hire in Istanbul', { slug: 'istanbul-coach-hire' }),
    ]) {
      const saved = await save(item.id, { version, translations: { en: text } });
      expect(saved.statusCode).toBe(200);
      version = saved.json().data.version;
    }
    const trail = await file.t.request({
      method: 'GET',
      url: `/api/audit/history/content/${item.id}`,
      token: file.admin,
    });
    const created = (trail.json().data.events as { id: string; action: string }[]).find(
      (event) => event.action === 'create',
    )!;
    const restored = await file.t.request({
      method: 'POST',
      url: `/api/audit/history/content/${item.id}/restore`,
      token: file.admin,
      payload: { event_id: created.id, version },
    });
    expect(restored.statusCode).toBe(200);
    const read = await file.t.request({ method: 'GET', url: `/api/content/${item.id}`, token: file.admin });
    expect(read.json().data.translations.en).toMatchObject({
      slug: 'coach-hire-in-istanbul',
      status: 'draft',
    });

    // The restored slug is the item's again: nobody else gets it, and publishing serves it.
    const namesake = await createContent(file.t, file.admin, {
      translations: { en: textIn('Coach hire in Istanbul') },
    });
    expect(namesake.translations.en!.slug).toBe('coach-hire-in-istanbul-2');
    const published = await save(item.id, {
      version: read.json().data.version,
      translations: { en: textIn('Coach hire in Istanbul', { slug: 'coach-hire-in-istanbul' }) },
    });
    expect(published.statusCode).toBe(200);
    const page = await publicContent(file.t, 'coach-hire-in-istanbul', 'en');
    expect(page.statusCode).toBe(200);
    expect(page.json().data.title).toBe('Coach hire in Istanbul');
    // The slug that was live before the restore leads to it.
    const given = await publicContent(file.t, 'istanbul-coach-hire', 'en');
    expect(given.statusCode).toBe(301);
    expect(given.json().data.redirect_to).toBe('coach-hire-in-istanbul');
  });

  it('marks a translation outdated once its source text changes', async () => {
    const item = await createContent(file.t, file.admin, {
      source_language: 'en',
      translations: { en: textIn('Warranty on used coaches'), tr: textIn('İkinci el otobüslerde garanti') },
    });
    const saved = (
      await save(item.id, {
        version: item.version,
        source_language: 'en',
        translations: {
          en: textIn('Warranty on used coaches and buses'),
          tr: textIn('İkinci el otobüslerde garanti'),
        },
      })
    ).json().data;
    expect(saved.outdated_languages).toEqual(['tr']);
    expect(saved.translations.tr.outdated).toBe(true);
  });

  it('refuses content without words once the markup is stripped (checkTranslations)', async () => {
    const response = await file.t.request({
      method: 'POST',
      url: '/api/content',
      token: file.admin,
      payload: {
        type: 'page',
        translations: { en: { title: 'Empty', body: documentOf({ type: 'paragraph' }) } },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.translations).toEqual(['Enter content in a language']);
  });

  it('bulk publish and unpublish change the chosen languages, each item saved as a version', async () => {
    const item = await createContent(file.t, file.admin, {
      translations: {
        en: textIn('Bulk one', { status: 'draft' }),
        fr: textIn('Un en vrac', { status: 'draft' }),
      },
    });
    const published = await file.t.request({
      method: 'POST',
      url: '/api/content/bulk-status',
      token: file.admin,
      payload: { ids: [item.id], action: 'publish', languages: ['en'] },
    });
    expect(published.json().data.updated).toEqual([{ id: item.id, version: 2 }]);
    const read = (
      await file.t.request({ method: 'GET', url: `/api/content/${item.id}`, token: file.admin })
    ).json().data;
    expect(read.states).toMatchObject({ en: 'published', fr: 'draft', de: 'missing' });
  });
});

describe('lists', () => {
  it('filter by type, search and the state of one language', async () => {
    await createContent(file.t, file.admin, {
      type: 'faq',
      translations: {
        en: textIn('Can I pay in instalments?'),
        ar: textIn('هل يمكنني الدفع بالتقسيط؟', { status: 'draft' }),
      },
    });
    const response = await file.t.request({
      method: 'GET',
      url: '/api/content?type=faq&q=instalments&status=draft&status_language=ar',
      token: file.admin,
    });
    expect(response.statusCode).toBe(200);
    const { items } = response.json().data;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      type: 'faq',
      title: 'Can I pay in instalments?',
      states: { ar: 'draft', en: 'published', tr: 'missing' },
    });
  });
});

describe('delete and restore', () => {
  it('deleting content a menu links to names the menus; forced, the entry shows as broken', async () => {
    const item = await createContent(file.t, file.admin, {
      translations: { en: textIn('Dealer membership') },
    });
    const menus = (await file.t.request({ method: 'GET', url: '/api/pages', token: file.admin })).json().data;
    const footer = menus.find((menu: { key: string }) => menu.key === 'footer');
    const linked = await file.t.request({
      method: 'PUT',
      url: '/api/pages/footer',
      token: file.admin,
      payload: {
        version: footer.version,
        entries: [
          ...footer.entries.map(({ content_title: _t, broken: _b, ...entry }: Record<string, unknown>) => ({
            ...entry,
            children: ((entry.children as Record<string, unknown>[]) ?? []).map(
              ({ content_title: _ct, broken: _cb, ...child }) => child,
            ),
          })),
          { id: 'dealer-membership', kind: 'content', content_id: item.id },
        ],
      },
    });
    expect(linked.statusCode).toBe(200);
    const refused = await file.t.request({
      method: 'DELETE',
      url: `/api/content/${item.id}?version=${item.version}`,
      token: file.admin,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields.menus).toEqual(['footer']);
    const deleted = await file.t.request({
      method: 'DELETE',
      url: `/api/content/${item.id}?version=${item.version}&force=1`,
      token: file.admin,
    });
    expect(deleted.statusCode).toBe(200);
    const after = (await file.t.request({ method: 'GET', url: '/api/pages', token: file.admin })).json().data;
    const entry = after
      .find((menu: { key: string }) => menu.key === 'footer')
      .entries.find((one: { id: string }) => one.id === 'dealer-membership');
    expect(entry.broken).toBe('deleted');
    const restored = await file.t.request({
      method: 'POST',
      url: `/api/content/${item.id}/restore`,
      token: file.admin,
      payload: { version: item.version + 1 },
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.deleted_at).toBeNull();
  });
});

describe('preview links', () => {
  it('show a draft as the site would until they expire, never cached by a shared cache', async () => {
    const item = await createContent(file.t, file.admin, {
      translations: { it: textIn('Bozza di prova', { status: 'draft' }) },
    });
    const link = (
      await file.t.request({
        method: 'POST',
        url: `/api/content/${item.id}/preview-links`,
        token: file.admin,
        payload: { language: 'it', hours: 1 },
      })
    ).json().data;
    const preview = await file.t.request({ method: 'GET', url: link.url });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.title).toBe('Bozza di prova');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    const forged = await file.t.request({
      method: 'GET',
      url: link.url.replace(/.$/, (last: string) => (last === 'A' ? 'B' : 'A')),
    });
    expect(forged.statusCode).toBe(404);
    expect((await publicContent(file.t, 'bozza-di-prova', 'it')).statusCode).toBe(404);
  });
});
