import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, locations } from '../src/db/schema/index.ts';
import { locationsTestApp } from './locations-support.ts';

let env: Awaited<ReturnType<typeof locationsTestApp>>;
beforeAll(async () => {
  env = await locationsTestApp();
});
afterAll(() => env.t.close());

const newMarket = (slug: string, extra: object = {}) => ({
  name: `Market ${slug}`,
  slug,
  translations: { en: `Market ${slug}`, de: `Markt ${slug}` },
  region: 'eu',
  ...extra,
});

describe('the seeded markets', () => {
  it('lists europe, usa, tr and uk with their region, currency, languages, vehicle types and item counts', async () => {
    const { status, body } = await env.call('GET', '/api/locations?sort=slug&lang=tr');
    expect(status).toBe(200);
    const bySlug = Object.fromEntries(body.data.items.map((row: { slug: string }) => [row.slug, row]));
    expect(Object.keys(bySlug)).toEqual(expect.arrayContaining(['europe', 'usa', 'tr', 'uk']));
    expect(bySlug.tr).toMatchObject({
      text: 'Türkiye',
      region: 'tr',
      currency: 'TRY',
      distance_unit: 'km',
      default_language: 'tr',
      vehicle_types: ['city', 'intercity'],
      top_item_count: 1,
      item_count: 82,
    });
    expect(bySlug.tr.language_order[0]).toBe('tr');
    expect(bySlug.usa).toMatchObject({ currency: 'USD', distance_unit: 'mi', vehicle_types: ['coach'] });
    expect(bySlug.usa.language_order[0]).toBe('en');
    expect(bySlug.uk).toMatchObject({ currency: 'GBP', region: 'gb' });
    expect(bySlug.europe).toMatchObject({ currency: 'EUR', text: 'Avrupa' });
  });

  it('searches, filters by region and sorts by item count', async () => {
    const search = await env.call('GET', '/api/locations?q=Royaume');
    expect(search.body.data.items.map((row: { slug: string }) => row.slug)).toEqual(['uk']);
    const region = await env.call('GET', '/api/locations?region=us');
    expect(region.body.data.items.map((row: { slug: string }) => row.slug)).toEqual(['usa']);
    const sorted = await env.call('GET', '/api/locations?sort=-item_count&per_page=2');
    expect(sorted.body.data).toMatchObject({ total: expect.any(Number), per_page: 2 });
    const counts = sorted.body.data.items.map((row: { item_count: number }) => row.item_count);
    expect(counts[0]).toBeGreaterThanOrEqual(counts[1]);
    const badSort = await env.call('GET', '/api/locations?sort=password');
    expect(badSort.status).toBe(400);
  });

  it('is readable by a DEALER and a REPRESENTATIVE, but not without a token', async () => {
    expect((await env.call('GET', '/api/locations', undefined, env.tokens.DEALER)).status).toBe(200);
    expect((await env.call('GET', '/api/locations', undefined, env.tokens.REPRESENTATIVE)).status).toBe(200);
    expect((await env.call('GET', '/api/locations', undefined, '')).status).toBe(401);
  });
});

describe('creating a market', () => {
  it('takes currency, distance unit and language order from the region when not given, and audits', async () => {
    const { status, body } = await env.call('POST', '/api/locations', newMarket('nordics'));
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      slug: 'nordics',
      currency: 'EUR',
      distance_unit: 'km',
      default_language: 'en',
      is_active: 1,
      is_exposable: 1,
      item_count: 0,
      missing_languages: ['tr', 'es', 'fr', 'it', 'ru', 'ar'],
    });
    const audits = await env.t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, body.data.id), eq(auditEvents.namespace, 'locations')));
    expect(audits.map((row) => row.action)).toEqual(['create']);
  });

  it('refuses a key that a live market already has, whatever its case', async () => {
    const { status, body } = await env.call('POST', '/api/locations', newMarket('EUROPE'));
    expect(status).toBe(400);
    expect(body.error.fields.slug).toEqual(['This key is already used in this table']);
  });

  it('refuses an unknown region, a repeated language, a default language outside the order and an unknown vehicle type', async () => {
    const { status, body } = await env.call(
      'POST',
      '/api/locations',
      newMarket('balkans', {
        region: 'xx',
        language_order: ['en', 'en'],
        default_language: 'ru',
      }),
    );
    expect(status).toBe(400);
    expect(body.error.fields).toMatchObject({
      region: ['Choose a region: tr, eu, us or gb'],
      language_order: ['List each language once'],
    });
    const unlisted = await env.call(
      'POST',
      '/api/locations',
      newMarket('balkans', { language_order: ['en', 'de'], default_language: 'ru' }),
    );
    expect(unlisted.body.error.fields.default_language).toEqual([
      "The default language must be one of the market's languages",
    ]);
    const vehicle = await env.call(
      'POST',
      '/api/locations',
      newMarket('balkans', { vehicle_types: ['city', 'tram'] }),
    );
    expect(vehicle.status).toBe(400);
    expect(vehicle.body.error.fields['vehicle_types.1']).toEqual([
      'This is not a vehicle type from the vehicle types table',
    ]);
    expect(await env.market('balkans')).toBeUndefined();
  });
});

describe('changing a market', () => {
  it('saves with the version read, and answers 409 with the current market when another save came first', async () => {
    const created = (await env.call('POST', '/api/locations', newMarket('iberia', { region: 'eu' }))).body
      .data;
    const first = await env.call('PATCH', `/api/locations/${created.id}`, {
      vehicle_types: ['city', 'intercity', 'coach'],
      version: created.version,
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ vehicle_types: ['city', 'intercity', 'coach'], version: 2 });
    const stale = await env.call('PATCH', `/api/locations/${created.id}`, {
      is_active: 0,
      version: created.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.current).toMatchObject({ version: 2, is_active: 1 });
  });

  it('keeps the key once created', async () => {
    const market = await env.market('nordics');
    const { status, body } = await env.call('PATCH', `/api/locations/${market.id}`, {
      slug: 'scandinavia',
      version: market.version,
    });
    expect(status).toBe(400);
    expect(body.error.fields.slug).toEqual(['This field cannot be changed after creation']);
  });

  it('shows a vehicle type added to a market at once in what the advertisement form reads', async () => {
    const tr = await env.market('tr');
    await env.call('PATCH', `/api/locations/${tr.id}`, {
      vehicle_types: ['city', 'intercity', 'coach'],
      version: tr.version,
    });
    const { body } = await env.call(
      'GET',
      '/api/locations?is_active=1&records=all',
      undefined,
      env.tokens.DEALER,
    );
    const read = body.data.items.find((row: { slug: string }) => row.slug === 'tr');
    expect(read.vehicle_types).toEqual(['city', 'intercity', 'coach']);
  });
});

describe('deleting a market', () => {
  it('refuses while advertisements use its region and no other market serves it, saying how many', async () => {
    const tr = await env.market('tr');
    const { status, body } = await env.call('DELETE', `/api/locations/${tr.id}?version=${tr.version}`);
    expect(status).toBe(409);
    expect(body.error.message).toMatch(/^\d+ advertisements use this market/);
    expect(body.error.current.advertisements).toBeGreaterThan(0);
    expect((await env.call('GET', `/api/locations/${tr.id}`)).status).toBe(200);
  });

  it('deletes softly a market nothing needs, hides it from lists, and an ADMIN restores it', async () => {
    const nordics = await env.market('nordics');
    const deleted = await env.call('DELETE', `/api/locations/${nordics.id}?version=${nordics.version}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.deleted_at).not.toBeNull();
    expect(await env.market('nordics')).toBeUndefined();
    const [row] = await env.t.db.select().from(locations).where(eq(locations.id, nordics.id));
    expect(row?.deletedAt).not.toBeNull();
    const restored = await env.call('POST', `/api/locations/${nordics.id}/restore`, {
      version: deleted.body.data.version,
    });
    expect(restored.status).toBe(200);
    expect((await env.market('nordics')).id).toBe(nordics.id);
  });
});

describe('a DEALER or a REPRESENTATIVE', () => {
  for (const role of ['DEALER', 'REPRESENTATIVE'] as const) {
    it(`${role}: every write is 403 and nothing changes`, async () => {
      const token = env.tokens[role];
      const usa = await env.market('usa');
      const before = await env.call('GET', `/api/locations/${usa.id}`);
      const items = await env.call('GET', `/api/locations/${usa.id}/items`);
      const first = items.body.data.items[0];
      const attempts = await Promise.all([
        env.call('POST', '/api/locations', newMarket(`by-${role.toLowerCase()}`), token),
        env.call('PUT', `/api/locations/${usa.id}`, { ...newMarket('usa'), version: usa.version }, token),
        env.call('PATCH', `/api/locations/${usa.id}`, { is_active: 0, version: usa.version }, token),
        env.call('DELETE', `/api/locations/${usa.id}?version=${usa.version}`, undefined, token),
        env.call('POST', `/api/locations/${usa.id}/restore`, { version: usa.version }, token),
        env.call(
          'POST',
          `/api/locations/${usa.id}/items`,
          { name: 'Canada', translations: { en: 'Canada' } },
          token,
        ),
        env.call(
          'PATCH',
          `/api/locations/${usa.id}/items/${first.id}`,
          { is_active: 0, version: first.version },
          token,
        ),
        env.call(
          'POST',
          `/api/locations/${usa.id}/items/${first.id}/move`,
          { position: 1, version: first.version },
          token,
        ),
        env.call(
          'DELETE',
          `/api/locations/${usa.id}/items/${first.id}?version=${first.version}`,
          undefined,
          token,
        ),
        env.call('POST', `/api/locations/${usa.id}/items/import`, { csv: 'slug,name\nca,Canada\n' }, token),
      ]);
      expect(attempts.map((attempt) => attempt.status)).toEqual(Array(attempts.length).fill(403));
      expect((await env.call('GET', `/api/locations/${usa.id}`)).body).toEqual(before.body);
      expect((await env.call('GET', `/api/locations/${usa.id}/items`)).body).toEqual(items.body);
      expect(await env.market(`by-${role.toLowerCase()}`)).toBeUndefined();
    });
  }
});

describe('the public read', () => {
  it('answers active, exposable markets with their active places nested, translated, without a token', async () => {
    const uk = await env.market('uk');
    const kingdom = (await env.call('GET', `/api/locations/${uk.id}/items`)).body.data.items[0];
    const nations = (await env.call('GET', `/api/locations/${uk.id}/items?parent_id=${kingdom.id}`)).body.data
      .items;
    const scotland = nations.find((row: { slug: string }) => row.slug === 'scotland');
    await env.call('PATCH', `/api/locations/${uk.id}/items/${scotland.id}`, {
      is_active: 0,
      version: scotland.version,
    });
    const iberia = await env.market('iberia');
    await env.call('PATCH', `/api/locations/${iberia.id}`, { is_exposable: 0, version: iberia.version });

    const { status, body, response } = await env.call('GET', '/api/public/locations?lang=fr', undefined, '');
    expect(status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const slugs = body.data.map((market: { slug: string }) => market.slug);
    expect(slugs).toEqual(expect.arrayContaining(['europe', 'usa', 'tr', 'uk']));
    expect(slugs).not.toContain('iberia');
    const ukPublic = body.data.find((market: { slug: string }) => market.slug === 'uk');
    expect(ukPublic).toMatchObject({ text: 'Royaume-Uni', currency: 'GBP', region: 'gb' });
    const [publicKingdom] = ukPublic.items;
    expect(publicKingdom).toMatchObject({ slug: 'gb', iso_code: 'GB', text: 'Royaume-Uni' });
    expect(publicKingdom.children.map((nation: { slug: string }) => nation.slug)).toEqual([
      'england',
      'wales',
      'northern-ireland',
    ]);
    const england = publicKingdom.children[0];
    expect(england).toMatchObject({ text: 'Angleterre', iso_code: 'GB-ENG' });
    expect(england.children[0]).toMatchObject({ slug: 'london', text: 'Londres', children: [] });
    expect(Object.keys(england.children[0]).sort()).toEqual([
      'children',
      'iso_code',
      'lat',
      'lng',
      'place_id',
      'slug',
      'text',
    ]);
    // The country_id / city_id advertisements store: the same place in the countries lookup table.
    const lookupCountry = await env.call('GET', '/api/collections/countries/items?by_slug=gb');
    expect(publicKingdom.place_id).toBe(lookupCountry.body.data.items[0].id);
    const lookupLondon = await env.call(
      'GET',
      `/api/collections/${publicKingdom.place_id}/items?by_slug=london`,
    );
    expect(england.children[0].place_id).toBe(lookupLondon.body.data.items[0].id);
    expect(england.place_id).toBeNull();
  });
});
