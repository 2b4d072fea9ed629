import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, lookupItems, lookupTables, users } from '../src/db/schema/index.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
let dealer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ACCOUNTS.ADMIN);
  dealer = await t.login(ACCOUNTS.DEALER);
});
afterAll(() => t.close());

const list = async (query: string, token = admin) => {
  const response = await t.request({ method: 'GET', url: `/api/collections?${query}`, token });
  return { status: response.statusCode, body: response.json() };
};
const create = (payload: object, token = admin) =>
  t.request({ method: 'POST', url: '/api/collections', payload, token });

describe('listing lookup tables', () => {
  it('lists the seeded tables with item counts and language completeness', async () => {
    const { status, body } = await list('per_page=100');
    expect(status).toBe(200);
    const countries = body.data.items.find((row: { slug: string }) => row.slug === 'countries');
    expect(countries).toMatchObject({ is_active: 1, is_exposable: 1, rich_text: 0, missing_languages: [] });
    expect(countries.item_count).toBeGreaterThan(240);
    expect(countries.complete_languages).toEqual(['tr', 'en', 'es', 'fr', 'de', 'it', 'ru', 'ar']);
    expect(countries._id).toBe(countries.id);
    expect(body.data.total).toBe(body.data.items.length);
  });

  it('searches name, key and every translation', async () => {
    const byTurkish = await list('q=Ülkeler');
    expect(byTurkish.body.data.items.map((row: { slug: string }) => row.slug)).toEqual(['countries']);
    const byKey = await list('q=gearbox');
    expect(byKey.body.data.items.map((row: { slug: string }) => row.slug)).toEqual(['gearbox-brand']);
    const nothing = await list('q=%25_no_such_thing');
    expect(nothing.body.data).toMatchObject({ items: [], total: 0 });
  });

  it('filters on exposable, sorts by an allowed field and refuses any other', async () => {
    const hidden = await list('is_exposable=0');
    expect(hidden.body.data.items.map((row: { slug: string }) => row.slug)).toContain('roles');
    expect(hidden.body.data.items.every((row: { is_exposable: number }) => row.is_exposable === 0)).toBe(
      true,
    );

    const sorted = await list('sort=-item_count&per_page=3');
    const counts = sorted.body.data.items.map((row: { item_count: number }) => row.item_count);
    expect(counts).toEqual([...counts].sort((left, right) => right - left));
    expect(sorted.body.data.items[0].slug).toBe('countries');

    const refused = await list('sort=password_hash');
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.sort).toEqual(['Invalid value']);
  });

  it('pages with a stable total', async () => {
    const first = await list('per_page=5&page=1');
    const second = await list('per_page=5&page=2');
    expect(first.body.data).toMatchObject({ page: 1, per_page: 5 });
    expect(first.body.data.items).toHaveLength(5);
    expect(second.body.data.total).toBe(first.body.data.total);
    const ids = new Set(
      [...first.body.data.items, ...second.body.data.items].map((row: { id: string }) => row.id),
    );
    expect(ids.size).toBe(10);
    expect((await list('per_page=101')).status).toBe(400);
  });

  it('finds one table by slug, with its active items when records=all', async () => {
    const plain = await list('by_slug=currency');
    expect(plain.body.data.items).toHaveLength(1);
    expect(plain.body.data.items[0].items).toBeUndefined();

    const [currency] = (await list('by_slug=currency&records=all&lang=tr')).body.data.items;
    expect(currency.items.map((item: { slug: string }) => item.slug)).toEqual(
      expect.arrayContaining(['try', 'usd', 'eur', 'gbp']),
    );
    const lira = currency.items.find((item: { slug: string }) => item.slug === 'try');
    expect(lira).toMatchObject({ value: lira._id, text: lira.translations.tr });
    expect((await list('by_slug=no-such-table')).body.data).toMatchObject({ items: [], total: 0 });
  });

  it('lets every signed-in role read, for the forms', async () => {
    expect((await list('by_slug=countries', dealer)).status).toBe(200);
    const [countries] = (await list('by_slug=countries')).body.data.items;
    const one = await t.request({ method: 'GET', url: `/api/collections/${countries.id}`, token: dealer });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.slug).toBe('countries');
    expect((await t.request({ method: 'GET', url: '/api/collections' })).statusCode).toBe(401);
  });
});

describe('creating a lookup table', () => {
  it('creates with a key generated from the name, defaults 1/1, and audits', async () => {
    const response = await create({
      name: 'Axle configurations',
      translations: { en: 'Axles', tr: 'Akslar' },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created.success.message).toBe('Created');
    expect(created.data).toMatchObject({
      slug: 'axle-configurations',
      is_active: 1,
      is_exposable: 1,
      item_count: 0,
      version: 1,
      text: 'Axles',
      missing_languages: ['es', 'fr', 'de', 'it', 'ru', 'ar'],
    });
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, created.data.id), eq(auditEvents.action, 'create')));
    expect(audit).toMatchObject({ namespace: 'lookup-tables', actorRole: 'ADMIN' });
  });

  it('refuses bad input with the form messages, in the request language', async () => {
    const short = await t.request({
      method: 'POST',
      url: '/api/collections?lang=tr',
      token: admin,
      payload: { name: 'A', translations: { en: 'x', xx: 'Klingon' } },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toMatchObject({
      name: ['Açıklama en az 2 karakter olmalıdır'],
      'translations.en': ['İçerik en az 2 karakter olmalıdır'],
      'translations.xx': ['Bu alan kabul edilmiyor'],
    });

    const empty = await create({ name: 'Empty table', translations: {} });
    expect(empty.json().error.fields.translations).toEqual(['Enter content in a language']);
    const missing = await create({ translations: { en: 'No name' } });
    expect(missing.json().error.fields.name).toEqual(['Enter a description']);
  });

  it('refuses a key already used, whatever its case', async () => {
    const taken = await create({ name: 'Brands again', slug: 'Brands', translations: { en: 'Brands' } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.fields.slug).toEqual(['This key is already used in this table']);
    const spaced = await create({ name: 'Spaced key', slug: 'has space', translations: { en: 'Spaced' } });
    expect(spaced.json().error.fields.slug).toEqual(['A key may contain only letters, digits and - _ . +']);
  });

  it('refuses HTML in plain text and a 1 MB text', async () => {
    const html = await create({ name: 'Html table', translations: { en: '<b>Bold</b> table' } });
    expect(html.statusCode).toBe(400);
    expect(html.json().error.fields['translations.en']).toEqual([
      'HTML is not allowed here; enter plain text',
    ]);

    const huge = await create({ name: 'Huge table', translations: { en: 'x'.repeat(1024 * 1024) } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await t.db.select().from(lookupTables).where(eq(lookupTables.slug, 'huge-table'))).toEqual([]);
  });

  it('refuses writes to a role without the privilege, and audits the refusal', async () => {
    const denied = await create({ name: 'Dealer table', translations: { en: 'Dealer' } }, dealer);
    expect(denied.statusCode).toBe(403);
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'access_denied'), eq(auditEvents.actorRole, 'DEALER')));
    expect(audits.some((row) => row.namespace === 'lookup-tables')).toBe(true);
  });
});

describe('changing and deleting a lookup table', () => {
  it('toggles in place, keeps name and key, and answers a stale version with 409 and the current row', async () => {
    const table = (await create({ name: 'Toggle table', translations: { en: 'Toggle' } })).json().data;
    const url = `/api/collections/${table.id}`;
    const toggled = await t.request({
      method: 'PATCH',
      url,
      token: admin,
      payload: { is_active: 0, version: 1 },
    });
    expect(toggled.json()).toMatchObject({
      data: { is_active: 0, version: 2 },
      success: { message: 'Saved' },
    });
    const stale = await t.request({
      method: 'PATCH',
      url,
      token: admin,
      payload: { is_active: 1, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.current).toMatchObject({ id: table.id, is_active: 0, version: 2 });
    const rename = await t.request({
      method: 'PUT',
      url,
      token: admin,
      payload: { name: 'Renamed', translations: { en: 'Toggle' }, is_active: 1, is_exposable: 1, version: 2 },
    });
    expect(rename.json().error.fields).toEqual({ name: ['This field cannot be changed after creation'] });
    const dealerEdit = await t.request({
      method: 'PATCH',
      url,
      token: dealer,
      payload: { is_active: 1, version: 2 },
    });
    expect(dealerEdit.statusCode).toBe(403);
  });

  it('soft-deletes (its items go with it) and restores, unless the key was taken meanwhile', async () => {
    const first = (await create({ name: 'Bin table', translations: { en: 'Bin' } })).json().data;
    const url = `/api/collections/${first.id}`;
    await t.request({
      method: 'POST',
      url: `${url}/items`,
      token: admin,
      payload: { name: 'Inside', translations: { en: 'Inside' } },
    });
    expect((await t.request({ method: 'DELETE', url: `${url}?version=1`, token: dealer })).statusCode).toBe(
      403,
    );
    expect((await t.request({ method: 'DELETE', url: `${url}?version=1`, token: admin })).statusCode).toBe(
      200,
    );
    expect((await t.request({ method: 'GET', url, token: admin })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `${url}/items`, token: admin })).statusCode).toBe(404);
    expect((await list('by_slug=bin-table')).body.data.total).toBe(0);
    expect((await list('deleted=1&by_slug=bin-table')).body.data.items[0]).toMatchObject({
      id: first.id,
      item_count: 1,
    });

    const second = (await create({ name: 'Bin table', translations: { en: 'Bin again' } })).json().data;
    const blocked = await t.request({
      method: 'POST',
      url: `${url}/restore`,
      token: admin,
      payload: { version: 2 },
    });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().error.fields.slug).toEqual(['This key is already used in this table']);

    await t.request({ method: 'DELETE', url: `/api/collections/${second.id}?version=1`, token: admin });
    const restored = await t.request({
      method: 'POST',
      url: `${url}/restore`,
      token: admin,
      payload: { version: 2 },
    });
    expect(restored.json().data).toMatchObject({ id: first.id, version: 3, deleted_at: null, item_count: 1 });
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, first.id));
    expect(events.map((event) => event.action).sort()).toEqual(['create', 'delete', 'restore']);
  });
});

describe('seeded demo accounts', () => {
  it('live in Türkiye: the admin in İstanbul, the representative in Ankara', async () => {
    const [countries] = (await list('by_slug=countries')).body.data.items;
    const [turkey] = await t.db
      .select()
      .from(lookupItems)
      .where(and(eq(lookupItems.collectionId, countries.id), eq(lookupItems.slug, 'tr')));
    const homes = await t.db
      .select({ email: users.emailAddress, country: users.country, city: users.city })
      .from(users)
      .where(inArray(users.emailAddress, Object.values(ACCOUNTS)));
    const cityOf = async (id: string | null) =>
      (await t.db.select().from(lookupItems).where(eq(lookupItems.id, id!)))[0]!;
    for (const home of homes) expect(home.country).toBe(turkey!.id);
    const admin = homes.find((home) => home.email === ACCOUNTS.ADMIN)!;
    const representative = homes.find((home) => home.email === ACCOUNTS.REPRESENTATIVE)!;
    expect((await cityOf(admin.city)).slug).toBe('istanbul');
    expect((await cityOf(representative.city)).parentId).toBe(turkey!.id);
    expect((await cityOf(representative.city)).slug).toBe('ankara');
  });
});
