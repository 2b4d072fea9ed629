import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_CHECK_KEYS } from '@coachyard/contract';
import {
  checkOf,
  createAdsTestApp,
  healthyBody,
  setMinPhotos,
  signalsOf,
  storedSignals,
  type AdsTestApp,
} from './signals-support.ts';

let t: AdsTestApp;

beforeAll(async () => {
  t = await createAdsTestApp();
  // Two photos keep the test quick; the default (8) is checked below.
  await setMinPhotos(t, 2);
});
afterAll(() => t?.close());

describe('the health of an advertisement', () => {
  it('passes every check but the photos for a complete English ad, green at 80, and says how many photos to add', async () => {
    const ad = await t.createAd(t.tokens.DEALER, healthyBody(t));
    const { status, signals } = await signalsOf(t, t.tokens.DEALER, ad.id);
    expect(status).toBe(200);
    expect(signals.health.checks.map((check) => check.key)).toEqual([...HEALTH_CHECK_KEYS]);
    const failed = signals.health.checks.filter((check) => !check.passed).map((check) => check.key);
    expect(failed).toEqual(['photo_count']);
    expect(checkOf(signals, 'photo_count').message).toBe(
      "Add 2 more photos: buyers look for the driver's seat, the seats and the engine",
    );
    expect(signals.health).toMatchObject({ score: 80, band: 'green' });
    expect(signals.duplicates).toEqual([]);
    expect(signals.text_flags).toEqual([]);
    expect(await storedSignals(t, ad.id)).toEqual({ score: 80, band: 'green', price: 'no_analysis' });
  });

  it('counts photos against Settings › Listings, and every photo write recomputes the stored score', async () => {
    let ad = await t.createAd(t.tokens.DEALER, healthyBody(t));
    ad = await t.addPhoto(t.tokens.DEALER, ad);
    expect(checkOf((await signalsOf(t, t.tokens.DEALER, ad.id)).signals, 'photo_count')).toMatchObject({
      passed: false,
      message: expect.stringMatching(/^Add 1 more photos/),
    });
    ad = await t.addPhoto(t.tokens.DEALER, ad);
    const { signals } = await signalsOf(t, t.tokens.DEALER, ad.id);
    expect(checkOf(signals, 'photo_count')).toMatchObject({ passed: true, message: 'Enough photos' });
    expect(signals.health).toMatchObject({ score: 100, band: 'green' });
    expect(await storedSignals(t, ad.id)).toMatchObject({ score: 100, band: 'green' });

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/advertisements/${ad.id}/media/${ad.media[0]!.id}?version=${ad.version}`,
      token: t.tokens.DEALER,
    });
    expect(removed.statusCode).toBe(200);
    expect(await storedSignals(t, ad.id)).toMatchObject({ score: 80 });
  });

  it('names the missing required fields and a too short description, and a PATCH that fills them recomputes', async () => {
    const ad = await t.createAd(t.tokens.DEALER, { lang: 'en', year: 1985, title: { en: 'Safari HD' } });
    const { signals } = await signalsOf(t, t.tokens.DEALER, ad.id);
    expect(checkOf(signals, 'required_fields')).toMatchObject({
      passed: false,
      message: expect.stringMatching(/^Fill in 3 missing details/),
    });
    expect(checkOf(signals, 'description_length')).toMatchObject({
      passed: false,
      message: expect.stringMatching(/^Write 200 more characters of description/),
    });
    // Missing fields (20), photos (20) and the description's length (15) cost 55 of 100: red.
    expect(signals.health).toMatchObject({ score: 45, band: 'red' });
    expect(await storedSignals(t, ad.id)).toMatchObject({ score: 45, band: 'red' });

    const { lang: _lang, ...fields } = healthyBody(t);
    const patched = await t.request({
      method: 'PATCH',
      url: `/api/advertisements/${ad.id}`,
      token: t.tokens.DEALER,
      payload: { ...fields, version: ad.version },
    });
    expect(patched.statusCode).toBe(200);
    const after = (await signalsOf(t, t.tokens.DEALER, ad.id)).signals;
    expect(checkOf(after, 'required_fields')).toMatchObject({ passed: true });
    expect(checkOf(after, 'description_length')).toMatchObject({ passed: true });
    expect(await storedSignals(t, ad.id)).toMatchObject({ score: 80, band: 'green' });
  });

  it('judges the description length in the ad language only', async () => {
    const ad = await t.createAd(
      t.tokens.DEALER,
      healthyBody(t, { description: { en: 'Good coach.', tr: 'x'.repeat(300) } }),
    );
    const { signals } = await signalsOf(t, t.tokens.DEALER, ad.id);
    expect(checkOf(signals, 'description_length')).toMatchObject({
      passed: false,
      message: expect.stringMatching(/^Write 189 more characters/),
    });
  });

  it('finds a mileage implausible for the age: too high for a young coach, too low for an old one', async () => {
    const young = await t.createAd(t.tokens.DEALER, healthyBody(t, { year: 2025, mileage: 900_000 }));
    const idle = await t.createAd(t.tokens.DEALER, healthyBody(t, { year: 2010, mileage: 2_000 }));
    for (const ad of [young, idle])
      expect(checkOf((await signalsOf(t, t.tokens.DEALER, ad.id)).signals, 'mileage_plausible')).toEqual({
        key: 'mileage_plausible',
        passed: false,
        message: 'Check the mileage: it is unusual for a vehicle of this age',
      });
    const fine = await t.createAd(t.tokens.DEALER, healthyBody(t, { year: 2018, mileage: 600_000 }));
    expect(checkOf((await signalsOf(t, t.tokens.DEALER, fine.id)).signals, 'mileage_plausible').passed).toBe(
      true,
    );
  });

  it("words every check in the reader's language: Arabic", async () => {
    const ad = await t.createAd(t.tokens.DEALER, healthyBody(t));
    const { signals } = await signalsOf(t, t.tokens.DEALER, ad.id, 'ar');
    expect(checkOf(signals, 'photo_count').message).toBe(
      'أضف 2 صور أخرى: يبحث المشترون عن مقعد السائق والمقاعد والمحرك',
    );
    expect(checkOf(signals, 'contact_details').message).toBe('لا توجد بيانات اتصال في العنوان أو الوصف');
  });

  it('asks for 8 photos by default', async () => {
    await setMinPhotos(t, 8);
    const ad = await t.createAd(t.tokens.DEALER, healthyBody(t));
    expect(checkOf((await signalsOf(t, t.tokens.DEALER, ad.id)).signals, 'photo_count').message).toMatch(
      /^Add 8 more photos/,
    );
    await setMinPhotos(t, 2);
  });
});
