import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateMessage, type SettingsState } from '@coachyard/contract';
import { leanTransaction } from '../src/db/lean-transaction.ts';
import { listingLimits } from '../src/modules/settings/index.ts';
import { createAdsTestApp, fieldsOf, type AdsTestApp } from './advertisements-support.ts';

let t: AdsTestApp;
beforeAll(async () => {
  t = await createAdsTestApp();
});
afterAll(() => t?.close());

const listings = async () =>
  (
    (await t.request({ method: 'GET', url: '/api/settings', token: t.tokens.ADMIN })).json()
      .data as SettingsState
  ).listings;
const setListings = async (values: object) => {
  const { version } = await listings();
  return t.request({
    method: 'PATCH',
    url: '/api/settings/listings?lang=en',
    token: t.tokens.ADMIN,
    payload: { version, values },
  });
};

describe('the Listings settings', () => {
  it('limit the photos of an advertisement as soon as an ADMIN changes them, without a restart', async () => {
    let ad = await t.createAd(t.tokens.DEALER);
    ad = await t.addPhoto(t.tokens.DEALER, ad);
    ad = await t.addPhoto(t.tokens.DEALER, ad);
    expect((await setListings({ photos_per_ad: 2 })).statusCode).toBe(200);
    const refused = await t.request({
      method: 'POST',
      url: `/api/advertisements/${ad.id}/media`,
      token: t.tokens.DEALER,
      payload: { key: await t.uploadKey(t.tokens.DEALER), version: ad.version },
    });
    expect(fieldsOf(refused.body).key).toEqual([translateMessage('advertisement.media_limit', 'en')]);

    expect((await setListings({ photos_per_ad: 3 })).statusCode).toBe(200);
    expect((await t.addPhoto(t.tokens.DEALER, ad)).photo_count).toBe(3);
  });

  it('limit the size of an upload, and tell the uploader the limit in force', async () => {
    expect((await setListings({ upload_max_megabytes: 1 })).statusCode).toBe(200);
    const limits = await t.request({ method: 'GET', url: '/api/uploads/settings', token: t.tokens.DEALER });
    expect(limits.json().data.max_bytes).toBe(1024 * 1024);
    const signature = await t.request({
      method: 'POST',
      url: '/api/uploads/signature?lang=en',
      token: t.tokens.DEALER,
      payload: {
        namespace: 'advertisements',
        filename: 'bus.jpg',
        content_type: 'image/jpeg',
        size: 2 * 1024 * 1024,
      },
    });
    expect(signature.statusCode).toBe(400);
    expect(fieldsOf(signature.body).size).toEqual([translateMessage('upload.too_large', 'en')]);
  });

  it('cannot go above the ceiling the server is configured with', async () => {
    const response = await setListings({ photos_per_ad: t.config.ads.maxPhotos + 1 });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.body)['values.photos_per_ad']).toEqual([
      translateMessage('settings.above_server_limit', 'en'),
    ]);
  });

  it('take the site logo as a signed upload of the ADMIN, and the public site gets its address', async () => {
    const site = async () =>
      (
        (await t.request({ method: 'GET', url: '/api/settings', token: t.tokens.ADMIN })).json()
          .data as SettingsState
      ).site;
    const made = 'images/original/media/2025-01-01/0123456789abcdef0123456789abcdef.jpg';
    const refused = await t.request({
      method: 'PATCH',
      url: '/api/settings/site?lang=en',
      token: t.tokens.ADMIN,
      payload: { version: (await site()).version, values: { logo_key: made } },
    });
    expect(fieldsOf(refused.body)['values.logo_key']).toEqual([translateMessage('upload.key_invalid', 'en')]);

    const key = await t.uploadKey(t.tokens.ADMIN, 'media');
    const saved = await t.request({
      method: 'PATCH',
      url: '/api/settings/site',
      token: t.tokens.ADMIN,
      payload: { version: (await site()).version, values: { logo_key: key } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = (await t.request({ method: 'GET', url: '/api/public/settings' })).json().data;
    expect(published.site.logo_url).toBe(`/media/${key}`);
  });
});

describe('the settings read inside writes', () => {
  it('answer as many writes at once as the pool has connections while a request outside them loads the settings', async () => {
    const { app } = t;
    const { photosPerAd } = await listingLimits(app);
    // The connections the pool can still lend (the job queue keeps one of them listening).
    const pool = app.db.$client;
    const connections = pool.options.max! - (pool.totalCount - pool.idleCount);
    app.siteSettings.clear();
    let begun = 0;
    let allBegun!: () => void;
    const allIn = new Promise<void>((resolve) => (allBegun = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Each write holds one of the pool's connections, as an ad's write does until its signals are stored.
    const writes = Array.from({ length: connections }, () =>
      leanTransaction(app.db, async (tx) => {
        if (++begun === connections) allBegun();
        await gate;
        return (await listingLimits({ db: tx, config: app.config, siteSettings: app.siteSettings }))
          .photosPerAd;
      }),
    );
    await allIn;
    // A request outside them (an upload's limits) starts the settings' load: it waits for a connection.
    const outside = listingLimits(app).then((limits) => limits.photosPerAd);
    release();
    const hung = new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 5_000));
    const answered = await Promise.race([Promise.all([...writes, outside]), hung]);
    expect(answered).toEqual(Array.from({ length: connections + 1 }, () => photosPerAd));
  });
});
