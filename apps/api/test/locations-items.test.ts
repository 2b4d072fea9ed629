import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationsTestApp } from './locations-support.ts';

let env: Awaited<ReturnType<typeof locationsTestApp>>;
let europeId: string;
beforeAll(async () => {
  env = await locationsTestApp();
  europeId = (await env.market('europe')).id;
});
afterAll(() => env.t.close());

interface Place {
  id: string;
  slug: string;
  version: number;
  position: number;
  child_count: number;
}
const level = async (parentId?: string, query = '') => {
  const parent = parentId ? `&parent_id=${parentId}` : '';
  const { body } = await env.call('GET', `/api/locations/${europeId}/items?per_page=100${parent}${query}`);
  return body.data as { items: Place[]; trail: { kind: string; text: string }[]; parent: Place | null };
};
const place = (name: string, extra: object = {}) => ({ name, translations: { en: name }, ...extra });

describe('places of a market', () => {
  it("lists a market's countries, then a country's cities with the breadcrumb trail, translated", async () => {
    const countries = await level();
    expect(countries.items.map((row) => row.slug)).toEqual(
      expect.arrayContaining(['de', 'fr', 'es', 'it', 'nl']),
    );
    const germany = countries.items.find((row) => row.slug === 'de')!;
    expect(germany.child_count).toBeGreaterThan(10);
    const { body } = await env.call(
      'GET',
      `/api/locations/${europeId}/items?parent_id=${germany.id}&lang=tr`,
    );
    expect(body.data.trail.map((step: { kind: string; text: string }) => [step.kind, step.text])).toEqual([
      ['location', 'Avrupa'],
      ['item', 'Almanya'],
    ]);
    expect(body.data.parent).toMatchObject({ slug: 'de', iso_code: 'DE' });
    expect(body.data.items.find((row: Place) => row.slug === 'munich')).toMatchObject({ text: 'Münih' });
  });

  it('adds a country and a city under it, each after the last of its level', async () => {
    const lookupCzechia = (await env.call('GET', '/api/collections/countries/items?by_slug=cz')).body.data
      .items[0];
    const created = await env.call(
      'POST',
      `/api/locations/${europeId}/items`,
      place('Czechia', { iso_code: 'cz', lat: '50.0755', lng: '14.4378', place_id: lookupCzechia.id }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      slug: 'czechia',
      iso_code: 'CZ',
      parent_id: null,
      lat: '50.0755',
      place_id: lookupCzechia.id,
    });
    const countries = await level();
    expect(countries.items.at(-1)!.slug).toBe('czechia');
    const city = await env.call(
      'POST',
      `/api/locations/${europeId}/items`,
      place('Praha', {
        parent_id: created.body.data.id,
        translations: { en: 'Prague', de: 'Prag', tr: 'Prag' },
      }),
    );
    expect(city.status).toBe(201);
    expect(city.body.data).toMatchObject({ parent_id: created.body.data.id, position: 0 });
    const children = await level(created.body.data.id);
    expect(children.items.map((row) => row.slug)).toEqual(['praha']);
    expect((await level()).items.find((row) => row.slug === 'czechia')!.child_count).toBe(1);
  });

  it('refuses a bad ISO code, out-of-range or half coordinates, and a duplicate key in the same level', async () => {
    const iso = await env.call(
      'POST',
      `/api/locations/${europeId}/items`,
      place('Slovakia', { iso_code: 'SVK' }),
    );
    expect(iso.status).toBe(400);
    expect(iso.body.error.fields.iso_code).toEqual(['Enter an ISO 3166 code such as DE or TR-34']);
    const range = await env.call(
      'POST',
      `/api/locations/${europeId}/items`,
      place('Slovakia', { lat: '91', lng: '-181' }),
    );
    expect(range.body.error.fields).toEqual({
      lat: ['Enter a valid coordinate'],
      lng: ['Enter a valid coordinate'],
    });
    const long = await env.call(
      'POST',
      `/api/locations/${europeId}/items`,
      place('Slovakia', { lat: '48.14816123456', lng: '17.1077' }),
    );
    expect(long.body.error.fields.lat).toEqual(['A coordinate has at most 12 characters']);
    const half = await env.call(
      'POST',
      `/api/locations/${europeId}/items`,
      place('Slovakia', { lat: '48.1' }),
    );
    expect(half.body.error.fields.lng).toEqual(['Please enter the longitude coordinate']);
    const brand = (await env.call('GET', '/api/collections/brands/items?per_page=1')).body.data.items[0];
    const notAPlace = await env.call(
      'POST',
      `/api/locations/${europeId}/items`,
      place('Slovakia', { place_id: brand.id }),
    );
    expect(notAPlace.body.error.fields.place_id).toEqual([
      'This is not a country or city of the countries table',
    ]);
    const duplicate = await env.call(
      'POST',
      `/api/locations/${europeId}/items`,
      place('Germany', { slug: 'DE' }),
    );
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.error.fields.slug).toEqual(['This key is already used in this table']);
    expect((await level()).items.some((row) => row.slug === 'slovakia')).toBe(false);
  });

  it('moves a place among its siblings: the others close up, the moved one is versioned', async () => {
    const before = (await level()).items;
    const last = before.at(-1)!;
    const moved = await env.call('POST', `/api/locations/${europeId}/items/${last.id}/move`, {
      position: 0,
      version: last.version,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ position: 0, version: last.version + 1 });
    const after = (await level()).items;
    expect(after.map((row) => row.slug)).toEqual([last.slug, ...before.slice(0, -1).map((row) => row.slug)]);
    expect(after.map((row) => row.position)).toEqual(after.map((_, index) => index));
    const stale = await env.call('POST', `/api/locations/${europeId}/items/${last.id}/move`, {
      position: 2,
      version: last.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.current).toMatchObject({ position: 0 });
  });

  it('saves a place with its version, 409 on a stale save', async () => {
    const czechia = (await level()).items.find((row) => row.slug === 'czechia')!;
    const url = `/api/locations/${europeId}/items/${czechia.id}`;
    const saved = await env.call('PUT', url, {
      translations: { en: 'Czechia', de: 'Tschechien', fr: 'Tchéquie' },
      iso_code: 'CZ',
      lat: '50.08',
      lng: '14.43',
      is_active: 1,
      version: czechia.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      lat: '50.08',
      missing_languages: ['tr', 'es', 'it', 'ru', 'ar'],
    });
    const stale = await env.call('PATCH', url, { is_active: 0, version: czechia.version });
    expect(stale.status).toBe(409);
  });

  it('deletes a place softly with its children out of sight, and an ADMIN restores it', async () => {
    const czechia = (await level()).items.find((row) => row.slug === 'czechia')!;
    const url = `/api/locations/${europeId}/items/${czechia.id}`;
    const deleted = await env.call('DELETE', `${url}?version=${czechia.version}`);
    expect(deleted.status).toBe(200);
    expect((await level()).items.some((row) => row.slug === 'czechia')).toBe(false);
    expect((await env.call('GET', `/api/locations/${europeId}/items?parent_id=${czechia.id}`)).status).toBe(
      404,
    );
    expect((await level(undefined, '&deleted=1')).items.map((row) => row.slug)).toEqual(['czechia']);
    const restored = await env.call('POST', `${url}/restore`, { version: deleted.body.data.version });
    expect(restored.status).toBe(200);
    expect((await level(czechia.id)).items.map((row) => row.slug)).toEqual(['praha']);
  });
});

describe('CSV', () => {
  it("exports one level's places with the ISO code, coordinates and every language", async () => {
    const germany = (await level()).items.find((row) => row.slug === 'de')!;
    const { status, body, response } = await env.call(
      'GET',
      `/api/locations/${europeId}/items/export.csv?parent_id=${germany.id}`,
    );
    expect(status).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="europe-de.csv"');
    const lines = (body as string).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('slug,name,iso_code,lat,lng,is_active,tr,en,es,fr,de,it,ru,ar');
    expect(lines.find((line) => line.startsWith('munich,'))).toContain('Münih');
  });

  it('imports all or nothing: one bad row refuses the file, a good file creates and updates by key', async () => {
    const czechia = (await level()).items.find((row) => row.slug === 'czechia')!;
    const url = `/api/locations/${europeId}/items/import?parent_id=${czechia.id}`;
    const bad = await env.call('POST', url, {
      csv: 'slug,name,iso_code,lat,lng,en,de\nbrno,Brno,,49.19,16.61,Brno,Brünn\nostrava,Ostrava,CZE-80,95,18.29,Ostrava,Ostrau\n',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.rows).toEqual([
      { line: 3, field: 'iso_code', message: 'Enter an ISO 3166 code such as DE or TR-34' },
      { line: 3, field: 'lat', message: 'Enter a valid coordinate' },
    ]);
    expect((await level(czechia.id)).items.map((row) => row.slug)).toEqual(['praha']);

    const good = await env.call('POST', url, {
      csv: 'slug,name,lat,lng,en,de\npraha,Praha,50.0755,14.4378,Prague,Prag\nbrno,Brno,49.1951,16.6068,Brno,Brünn\n',
    });
    expect(good.status).toBe(200);
    expect(good.body.data).toEqual({ created: 1, updated: 1, unchanged: 0 });
    const cities = (await level(czechia.id)).items as (Place & { lat: string })[];
    expect(cities.map((row) => [row.slug, row.lat])).toEqual([
      ['praha', '50.0755'],
      ['brno', '49.1951'],
    ]);
  });
});
