import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ACCOUNTS.ADMIN);
});
afterAll(() => t.close());

const publicRead = (path: string) => t.request({ method: 'GET', url: `/api/public/collections/${path}` });
const slugsOf = (body: { data: { items: { slug: string }[] } }) => body.data.items.map((item) => item.slug);

async function createItem(table: string, payload: object) {
  const response = await t.request({
    method: 'POST',
    url: `/api/collections/${table}/items`,
    token: admin,
    payload,
  });
  return response.json().data as { id: string; version: number };
}

describe('the public read of a lookup table', () => {
  it('needs no token, answers one language and may be cached for five minutes', async () => {
    const response = await publicRead('currency?lang=de');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const { data } = response.json();
    expect(data).toMatchObject({ slug: 'currency', parent: null });
    const euro = data.items.find((item: { slug: string }) => item.slug === 'eur');
    expect(euro).toMatchObject({ text: 'Euro', child_count: 0 });
    expect(euro.translations).toBeUndefined();
  });

  it('shows only active, exposable, live items', async () => {
    await createItem('currency', {
      name: 'Swiss franc',
      slug: 'chf',
      translations: { en: 'Swiss franc' },
      is_exposable: 0,
    });
    await createItem('currency', {
      name: 'Japanese yen',
      slug: 'jpy',
      translations: { en: 'Japanese yen' },
      is_active: 0,
    });
    const removed = await createItem('currency', {
      name: 'Polish zloty',
      slug: 'pln',
      translations: { en: 'Zloty' },
    });
    await t.request({
      method: 'DELETE',
      url: `/api/collections/currency/items/${removed.id}?version=1`,
      token: admin,
    });
    await createItem('currency', { name: 'Swedish krona', slug: 'sek', translations: { en: 'Krona' } });

    const slugs = slugsOf((await publicRead('currency')).json());
    expect(slugs).toContain('sek');
    expect(slugs).not.toContain('chf');
    expect(slugs).not.toContain('jpy');
    expect(slugs).not.toContain('pln');

    // The staff list still has them all.
    const staff = await t.request({
      method: 'GET',
      url: '/api/collections/currency/items?records=all',
      token: admin,
    });
    expect(staff.json().data.items.map((item: { slug: string }) => item.slug)).toEqual(
      expect.arrayContaining(['chf', 'jpy', 'sek']),
    );
  });

  it("gives a country's cities with ?parent, counting only visible children", async () => {
    const countries = (await publicRead('countries?lang=tr')).json();
    const turkey = countries.data.items.find((item: { slug: string }) => item.slug === 'tr');
    expect(turkey).toMatchObject({ text: 'Türkiye', child_count: 81 });

    const turkeyId = turkey.value;
    await createItem(turkeyId, { name: 'Hidden town', translations: { en: 'Hidden town' }, is_exposable: 0 });
    const cities = (await publicRead('countries?parent=tr&lang=ar')).json();
    expect(cities.data.parent).toEqual({ slug: 'tr', text: 'تركيا' });
    expect(cities.data.items).toHaveLength(81);
    expect(slugsOf(cities)).not.toContain('hidden-town');
    expect(cities.data.items.find((item: { slug: string }) => item.slug === 'istanbul').text).toBe('إسطنبول');
    expect((await publicRead('countries?parent=atlantis')).statusCode).toBe(404);
  });

  it('hides tables that are not exposable, inactive or missing', async () => {
    expect((await publicRead('roles')).statusCode).toBe(404);
    expect((await publicRead('no-such-table')).statusCode).toBe(404);
    const table = await t.request({
      method: 'POST',
      url: '/api/collections',
      token: admin,
      payload: { name: 'Paused table', translations: { en: 'Paused' } },
    });
    expect((await publicRead('paused-table')).statusCode).toBe(200);
    await t.request({
      method: 'PATCH',
      url: `/api/collections/${table.json().data.id}`,
      token: admin,
      payload: { is_active: 0, version: 1 },
    });
    expect((await publicRead('paused-table')).statusCode).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('describes every lookup route with a tag and its schemas', async () => {
    const document = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    const lookupPaths = Object.entries(
      document.paths as Record<string, Record<string, { tags?: string[] }>>,
    ).filter(([path]) => path.includes('/collections'));
    const operations = lookupPaths.flatMap(([, methods]) => Object.values(methods));
    expect(operations.length).toBeGreaterThanOrEqual(17);
    for (const operation of operations) expect(operation.tags).toContain('lookup-tables');
    const importOperation = document.paths['/api/collections/{id}/items/import'].post;
    expect(importOperation.responses['400']).toBeDefined();
    expect(
      document.paths['/api/collections/{id}/items/export.csv'].get.responses['200'].content['text/csv'],
    ).toBeDefined();
  });
});
