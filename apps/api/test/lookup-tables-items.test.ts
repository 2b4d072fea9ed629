import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema/index.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
let dealer: string;
let countriesId: string;
let turkeyId: string;

interface Item {
  id: string;
  _id: string;
  value: string;
  slug: string;
  name: string;
  text: string;
  version: number;
  position: number;
  child_count: number;
  translations: Record<string, string>;
}

const get = async (url: string, token = admin) => {
  const response = await t.request({ method: 'GET', url, token });
  return { status: response.statusCode, body: response.json() };
};
const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.request({ method, url, payload, token });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ACCOUNTS.ADMIN);
  dealer = await t.login(ACCOUNTS.DEALER);
  countriesId = (await get('/api/collections?by_slug=countries')).body.data.items[0].id;
  turkeyId = (await get(`/api/collections/${countriesId}/items?by_slug=tr`)).body.data.items[0].id;
});
afterAll(() => t.close());

describe('reading items', () => {
  it('answers each item as name/_id/slug/translations plus text and value in the request language', async () => {
    const { status, body } = await get(`/api/collections/countries/items?by_slug=de&lang=fr`);
    expect(status).toBe(200);
    const [germany] = body.data.items as Item[];
    expect(germany).toMatchObject({
      name: 'Germany',
      slug: 'de',
      text: 'Allemagne',
      is_active: 1,
      is_exposable: 1,
    });
    expect(germany!.value).toBe(germany!._id);
    expect(germany!.translations.tr).toBe('Almanya');
    expect(germany!.child_count).toBeGreaterThan(10);
    expect(body.data.collection).toMatchObject({ id: countriesId, slug: 'countries', text: 'Pays' });
    expect(body.data.trail).toEqual([expect.objectContaining({ kind: 'collection', id: countriesId })]);
  });

  it("lists a country's cities when the id is the country's item, with the breadcrumb trail", async () => {
    const { body } = await get(`/api/collections/${turkeyId}/items?records=all&lang=tr`);
    expect(body.data.total).toBe(81);
    expect(body.data.items).toHaveLength(81);
    expect(body.data.per_page).toBe(81);
    expect(body.data.items[0]).toMatchObject({
      slug: 'adana',
      parent_id: turkeyId,
      collection_id: countriesId,
    });
    expect(body.data.parent).toMatchObject({ id: turkeyId, text: 'Türkiye' });
    expect(body.data.trail.map((step: { kind: string; text: string }) => [step.kind, step.text])).toEqual([
      ['collection', 'Ülkeler'],
      ['item', 'Türkiye'],
    ]);
    const trail = await get(`/api/collections/${turkeyId}/trail`);
    expect(trail.body.data.map((step: { id: string }) => step.id)).toEqual([countriesId, turkeyId]);
  });

  it('searches every translation, filters and sorts by allowed fields', async () => {
    const spanish = await get(`/api/collections/${turkeyId}/items?q=Estambul`);
    expect(spanish.body.data.items.map((item: Item) => item.slug)).toEqual(['istanbul']);
    const russian = await get(`/api/collections/countries/items?q=${encodeURIComponent('Германия')}`);
    expect(russian.body.data.items.map((item: Item) => item.slug)).toEqual(['de']);

    const byName = await get(`/api/collections/${turkeyId}/items?sort=-name&per_page=3`);
    expect(byName.body.data.items.map((item: Item) => item.name)).toEqual(['Zonguldak', 'Yozgat', 'Yalova']);
    const withCities = await get(`/api/collections/countries/items?sort=-child_count&per_page=1`);
    expect(withCities.body.data.items[0].slug).toBe('tr');
    expect((await get(`/api/collections/countries/items?sort=secret`)).status).toBe(400);

    const paged = await get(`/api/collections/${turkeyId}/items?per_page=10&page=9`);
    expect(paged.body.data).toMatchObject({ total: 81, page: 9, per_page: 10 });
    expect(paged.body.data.items).toHaveLength(1);
  });

  it('is readable by every role, and 404 for what does not exist', async () => {
    expect((await get(`/api/collections/${turkeyId}/items`, dealer)).status).toBe(200);
    expect((await get(`/api/collections/00000000-0000-4000-8000-000000000000/items`)).status).toBe(404);
    expect((await get(`/api/collections/no-such-table/items`)).status).toBe(404);
    const cityOfTurkey = (await get(`/api/collections/${turkeyId}/items?per_page=1`)).body.data.items[0];
    // An item is only found under its own parent.
    expect((await get(`/api/collections/${countriesId}/items/${cityOfTurkey.id}`)).status).toBe(404);
    expect((await get(`/api/collections/${turkeyId}/items/${cityOfTurkey.id}`)).status).toBe(200);
  });
});

describe('writing items', () => {
  it('creates a child item at the end of its level, with a generated key and an audit event', async () => {
    const created = await send('POST', `/api/collections/${turkeyId}/items`, {
      name: 'Kapadokya',
      translations: { tr: 'Kapadokya', en: 'Cappadocia', ar: 'كابادوكيا' },
    });
    expect(created.statusCode).toBe(201);
    const item = created.json().data as Item;
    expect(item).toMatchObject({
      slug: 'kapadokya',
      position: 81,
      child_count: 0,
      parent_id: turkeyId,
      version: 1,
    });
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, item.id), eq(auditEvents.action, 'create')));
    expect(audits).toHaveLength(1);
    const turkey = await get(`/api/collections/countries/items/${turkeyId}`);
    expect(turkey.body.data.child_count).toBe(82);

    const again = await send('POST', `/api/collections/${turkeyId}/items`, {
      name: 'Kapadokya',
      translations: { en: 'Cappadocia' },
    });
    expect(again.json().error.fields.slug).toEqual(['This key is already used in this table']);
    // The same key is free under another parent.
    const germanyId = (await get('/api/collections/countries/items?by_slug=de')).body.data.items[0].id;
    const elsewhere = await send('POST', `/api/collections/${germanyId}/items`, {
      name: 'Kapadokya',
      translations: { en: 'Cappadocia' },
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('edits translations and flags but never the name or the key; a stale version is a 409', async () => {
    const url = `/api/collections/${turkeyId}/items`;
    const item = (await send('POST', url, { name: 'Pamukkale', translations: { en: 'Pamukkale' } })).json()
      .data as Item;
    const put = await send('PUT', `${url}/${item.id}`, {
      name: 'Pamukkale',
      slug: 'pamukkale',
      translations: { en: 'Pamukkale', de: 'Pamukkale', tr: 'Pamukkale' },
      is_active: 1,
      is_exposable: 0,
      version: 1,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({
      version: 2,
      is_exposable: 0,
      missing_languages: ['es', 'fr', 'it', 'ru', 'ar'],
    });

    const rename = await send('PATCH', `${url}/${item.id}`, {
      name: 'Hierapolis',
      slug: 'hierapolis',
      version: 2,
    });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().error.fields).toEqual({
      name: ['This field cannot be changed after creation'],
      slug: ['This field cannot be changed after creation'],
    });

    const toggle = await send('PATCH', `${url}/${item.id}`, { is_active: false, version: 2 });
    expect(toggle.json().data).toMatchObject({ is_active: 0, version: 3 });

    const stale = await send('PATCH', `${url}/${item.id}`, { is_active: 1, version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.current).toMatchObject({ id: item.id, version: 3, is_active: 0 });

    const dealerEdit = await send('PATCH', `${url}/${item.id}`, { is_active: 1, version: 3 }, dealer);
    expect(dealerEdit.statusCode).toBe(403);
  });

  it('soft-deletes with the version, hides the row, and lets an ADMIN restore it', async () => {
    const url = `/api/collections/${turkeyId}/items`;
    const item = (await send('POST', url, { name: 'Efes', translations: { en: 'Ephesus' } })).json()
      .data as Item;
    expect((await send('DELETE', `${url}/${item.id}?version=1`, undefined, dealer)).statusCode).toBe(403);
    expect((await send('DELETE', `${url}/${item.id}?version=7`)).statusCode).toBe(409);
    const deleted = await send('DELETE', `${url}/${item.id}?version=1`);
    expect(deleted.json()).toMatchObject({ data: { version: 2 }, success: { message: 'Deleted' } });
    expect(deleted.json().data.deleted_at).not.toBeNull();
    expect((await get(`${url}/${item.id}`)).status).toBe(404);
    expect((await get(`${url}?q=Ephesus`)).body.data.total).toBe(0);

    expect((await get(`${url}?deleted=1`, dealer)).status).toBe(403);
    const bin = await get(`${url}?deleted=1`);
    expect(bin.body.data.items.map((row: Item) => row.id)).toContain(item.id);

    const restored = await send('POST', `${url}/${item.id}/restore`, { version: 2 });
    expect(restored.json()).toMatchObject({
      data: { version: 3, deleted_at: null },
      success: { message: 'Restored' },
    });
    expect((await get(`${url}/${item.id}`)).status).toBe(200);
    const trail = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, item.id));
    expect(trail.map((event) => event.action).sort()).toEqual(['create', 'delete', 'restore']);
  });
});

describe('rich-text tables', () => {
  it('accept HTML, check the text once tags are stripped, and refuse scripts', async () => {
    const url = '/api/collections/content-management/items';
    const page = await send('POST', url, {
      name: 'Delivery terms',
      translations: { en: '<p>Delivery <strong>within 30 days</strong>.</p>' },
    });
    expect(page.statusCode).toBe(201);
    expect(page.json().data.text).toBe('<p>Delivery <strong>within 30 days</strong>.</p>');

    const blank = await send('POST', url, { name: 'Blank page', translations: { en: '<p>&nbsp;</p><br>' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.translations).toEqual(['Enter content in a language']);

    const script = await send('POST', url, {
      name: 'Script page',
      translations: { en: '<p onclick="steal()">Hello there</p>' },
    });
    expect(script.json().error.fields['translations.en']).toEqual([
      'Scripts, embedded frames and event attributes are not allowed in the content',
    ]);

    const plain = await send('POST', '/api/collections/brands/items', {
      name: 'Html brand',
      translations: { en: 'Html <i>brand</i>' },
    });
    expect(plain.json().error.fields['translations.en']).toEqual([
      'HTML is not allowed here; enter plain text',
    ]);
  });
});
