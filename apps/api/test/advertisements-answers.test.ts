import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Advertisement, AdvertisementListItem, SettingsState } from '@coachyard/contract';
import { createAdsTestApp, type AdsTestApp } from './advertisements-support.ts';

/**
 * Reading one ad keeps its presented answer by row version, language and caller (lib/answer-cache.ts), and the
 * row's facts until a write changes them (modules/advertisements/read-cache.ts): scope, deletion and whatever the
 * answer names from elsewhere show at once.
 */
let t: AdsTestApp;
beforeAll(async () => {
  t = await createAdsTestApp();
});
afterAll(() => t?.close());

const read = (token: string, id: string, lang = 'en') =>
  t.request({ method: 'GET', url: `/api/advertisements/${id}?lang=${lang}`, token });

describe('reading one advertisement again', () => {
  it('answers the same body, in the envelope, as the first read', async () => {
    const ad = await t.createAd(t.tokens.DEALER);
    const first = await read(t.tokens.DEALER, ad.id);
    const second = await read(t.tokens.DEALER, ad.id);
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.body).toBe(first.body);
    expect(second.json()).toMatchObject({
      data: { id: ad.id, version: ad.version },
      available_languages: expect.arrayContaining(['en', 'ar']),
    });
  });

  it('follows a change of the ad, its language and the caller at once', async () => {
    const ad = await t.createAd(t.tokens.DEALER, {
      title: { en: 'Answer cache coach', tr: 'Önbellek otobüsü' },
    });
    await read(t.tokens.DEALER, ad.id);
    const patched = await t.request({
      method: 'PATCH',
      url: `/api/advertisements/${ad.id}`,
      token: t.tokens.DEALER,
      payload: { version: ad.version, price_minor: 123_456_00 },
    });
    expect(patched.statusCode).toBe(200);
    const after = (await read(t.tokens.DEALER, ad.id)).json().data as Advertisement;
    expect(after).toMatchObject({ version: ad.version + 1, price_minor: 123_456_00 });
    expect((await read(t.tokens.DEALER, ad.id, 'tr')).json().data.title_text).toBe('Önbellek otobüsü');
    // The owner may send a draft to review; the ADMIN sees its own moves for the same row.
    const asOwner = (await read(t.tokens.DEALER, ad.id)).json().data as Advertisement;
    const asAdmin = (await read(t.tokens.ADMIN, ad.id)).json().data as Advertisement;
    expect(asAdmin.available_statuses).not.toEqual(asOwner.available_statuses);
  });

  it('still refuses a caller outside the row scope after others read it', async () => {
    const ad = await t.createAd(t.tokens.DEALER);
    expect((await read(t.tokens.ADMIN, ad.id)).statusCode).toBe(200);
    const stranger = await t.newDealer();
    expect((await read(stranger.token, ad.id)).statusCode).toBe(404);
  });

  it('shows a renamed lookup value, a new currency symbol and a renamed owner at once', async () => {
    const ad = await t.createAd(t.tokens.DEALER);
    const before = (await read(t.tokens.ADMIN, ad.id)).json().data as Advertisement;

    const brand = (
      await t.request({
        method: 'GET',
        url: `/api/collections/brands/items/${ad.brand_id}`,
        token: t.tokens.ADMIN,
      })
    ).json().data as { version: number; translations: Record<string, string> };
    const renamed = await t.request({
      method: 'PATCH',
      url: `/api/collections/brands/items/${ad.brand_id}`,
      token: t.tokens.ADMIN,
      payload: { version: brand.version, translations: { ...brand.translations, en: 'TEMSA Renamed' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await read(t.tokens.ADMIN, ad.id)).json().data.brand.text).toBe('TEMSA Renamed');

    const settings = (await t.request({ method: 'GET', url: '/api/settings', token: t.tokens.ADMIN })).json()
      .data as SettingsState;
    const values = structuredClone(settings.regions.values);
    values.regions.tr = { ...values.regions.tr!, symbol: 'TL ' };
    const saved = await t.request({
      method: 'PUT',
      url: '/api/settings/regions',
      token: t.tokens.ADMIN,
      payload: { version: settings.regions.version, values },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const priced = (await read(t.tokens.ADMIN, ad.id)).json().data as Advertisement;
    expect(priced.price_formatted).not.toBe(before.price_formatted);
    expect(priced.price_formatted).toContain('TL');

    const renameOwner = async (name: string) => {
      const owner = (
        await t.request({ method: 'GET', url: `/api/users/${ad.owner.id}`, token: t.tokens.ADMIN })
      ).json().data as { version: number };
      const response = await t.request({
        method: 'PATCH',
        url: `/api/users/${ad.owner.id}`,
        token: t.tokens.ADMIN,
        payload: { version: owner.version, first_name: name },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await renameOwner('Renamed Dealer');
    expect((await read(t.tokens.ADMIN, ad.id)).json().data.owner.name).toBe('Renamed Dealer');
    await renameOwner(before.owner.name!);
  });

  it('follows a dealer moved to another representative at once', async () => {
    const representative = await t.idOf('representative@coachyard.test');
    const dealer = await t.newDealer(representative);
    const ad = await t.createAd(dealer.token);
    expect((await read(t.tokens.REPRESENTATIVE, ad.id)).statusCode).toBe(200);
    expect((await read(t.tokens.REPRESENTATIVE, ad.id, 'de')).statusCode).toBe(200);

    const profile = (
      await t.request({ method: 'GET', url: `/api/users/${dealer.id}`, token: t.tokens.ADMIN })
    ).json().data as { version: number };
    const moved = await t.request({
      method: 'PATCH',
      url: `/api/users/${dealer.id}`,
      token: t.tokens.ADMIN,
      payload: { version: profile.version, manager_id: null },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await read(t.tokens.REPRESENTATIVE, ad.id)).statusCode).toBe(404);
    expect((await read(t.tokens.REPRESENTATIVE, ad.id, 'de')).statusCode).toBe(404);
    expect((await read(dealer.token, ad.id)).statusCode).toBe(200);
  });

  it('answers 404 at once for an ad deleted after it was read', async () => {
    const ad = await t.createAd(t.tokens.DEALER);
    expect((await read(t.tokens.DEALER, ad.id)).statusCode).toBe(200);
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/advertisements/${ad.id}?version=${ad.version}`,
      token: t.tokens.DEALER,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await read(t.tokens.DEALER, ad.id)).statusCode).toBe(404);
  });
});

describe('a page of the list read again', () => {
  it('shows a changed ad, a renamed lookup value and the language asked for at once', async () => {
    const dealer = await t.newDealer();
    const ad = await t.createAd(dealer.token, { title: { en: 'List answer coach', de: 'Listenbus' } });
    const page = async (lang = 'en') => {
      const response = await t.request({
        method: 'GET',
        url: `/api/advertisements?lang=${lang}`,
        token: dealer.token,
      });
      expect(response.statusCode).toBe(200);
      return response.json().data as {
        items: AdvertisementListItem[];
        total: number;
        next_cursor: string | null;
      };
    };
    const first = await page();
    expect(first).toMatchObject({
      total: 1,
      next_cursor: null,
      items: [{ id: ad.id, title_text: 'List answer coach' }],
    });
    expect((await page('de')).items[0]!.title_text).toBe('Listenbus');

    const patched = await t.request({
      method: 'PATCH',
      url: `/api/advertisements/${ad.id}`,
      token: dealer.token,
      payload: { version: ad.version, price_minor: 777_000_00 },
    });
    expect(patched.statusCode).toBe(200);
    expect(first.items[0]!.price_formatted).not.toBe(patched.json().data.price_formatted);
    expect((await page()).items[0]).toMatchObject({
      price_formatted: (patched.json().data as Advertisement).price_formatted,
      version: ad.version + 1,
    });

    const model = (
      await t.request({
        method: 'GET',
        url: `/api/collections/vehicle-models/items/${ad.model_id}`,
        token: t.tokens.ADMIN,
      })
    ).json().data as { version: number; translations: Record<string, string> };
    const renamed = await t.request({
      method: 'PATCH',
      url: `/api/collections/vehicle-models/items/${ad.model_id}`,
      token: t.tokens.ADMIN,
      payload: { version: model.version, translations: { ...model.translations, en: 'Safari HD Renamed' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await page()).items[0]!.model).toBe('Safari HD Renamed');
  });
});

describe('a write through the statements built once', () => {
  it('stores an emptied field as NULL, and an event with nothing before as NULL, not JSON null', async () => {
    const ad = await t.createAd(t.tokens.DEALER, { seats: 49, engine_brand_id: null });
    const emptied = await t.request({
      method: 'PATCH',
      url: `/api/advertisements/${ad.id}`,
      token: t.tokens.DEALER,
      payload: { version: ad.version, seats: null },
    });
    expect(emptied.statusCode, emptied.body).toBe(200);
    const { rows } = await t.db.$client.query(
      `select seats, (select count(*) from audit_events e
          where e.entity_id = a.id::text and e.action = 'create' and e.before is null)::int as created_without_before,
        (select after->>'seats' from audit_events e
          where e.entity_id = a.id::text and e.action = 'update') as audited_seats
         from advertisements a where a.id = $1`,
      [ad.id],
    );
    expect(rows[0]).toEqual({ seats: null, created_without_before: 1, audited_seats: null });
    const stale = await t.request({
      method: 'PATCH',
      url: `/api/advertisements/${ad.id}`,
      token: t.tokens.DEALER,
      payload: { version: ad.version, seats: 12 },
    });
    expect(stale.statusCode).toBe(409);
    expect((await t.get(t.tokens.DEALER, ad.id)).seats).toBeNull();
  });
});
