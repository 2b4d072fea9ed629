import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdvertisementSignals } from '@coachyard/contract';
import {
  checkOf,
  createAdsTestApp,
  ENGLISH_DESCRIPTION,
  healthyBody,
  setMinPhotos,
  storedRow,
  type AdsTestApp,
} from './signals-support.ts';

let t: AdsTestApp;

beforeAll(async () => {
  t = await createAdsTestApp();
  await setMinPhotos(t, 2);
});
afterAll(() => t?.close());

const preview = (token: string, body: Record<string, unknown>, lang = 'en') =>
  t.request({
    method: 'POST',
    url: `/api/advertisements/signals/preview?lang=${lang}`,
    token,
    payload: body,
  });
const previewed = async (token: string, body: Record<string, unknown>) => {
  const response = await preview(token, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as AdvertisementSignals;
};

describe('the health of an unsaved draft', () => {
  it('is judged as the form holds it, half-typed too, and moves as the dealer fills it in', async () => {
    const empty = await previewed(t.tokens.DEALER, { lang: 'en' });
    expect(checkOf(empty, 'required_fields').passed).toBe(false);
    const typed = await previewed(t.tokens.DEALER, {
      lang: 'en',
      year: 1985,
      title: { en: 'Clean Safari HD' },
      description: { en: ENGLISH_DESCRIPTION },
      mileage: 600_000,
      seats: 46,
    });
    // A new ad has no photos yet: everything else passes.
    expect(typed.health.checks.filter((check) => !check.passed).map((check) => check.key)).toEqual([
      'photo_count',
    ]);
    expect(typed.health.score).toBeGreaterThan(empty.health.score);
    const withPhone = await previewed(t.tokens.DEALER, {
      lang: 'en',
      description: { en: `${ENGLISH_DESCRIPTION} Call 0532 123 45 67.` },
    });
    expect(withPhone.text_flags).toEqual([
      expect.objectContaining({ key: 'contact_details', excerpt: '0532 123 45 67' }),
    ]);
  });

  it('counts the saved ad’s photos when editing, and writes nothing', async () => {
    const ad = await t.addPhoto(t.tokens.DEALER, await t.createAd(t.tokens.DEALER, healthyBody(t)));
    const before = await storedRow(t, ad.id);
    const signals = await previewed(t.tokens.DEALER, { id: ad.id, seats: null });
    expect(checkOf(signals, 'photo_count').message).toMatch(/^Add 1 more photos/);
    // The draft's own change (no seats) counts; the rest comes from the saved ad.
    expect(checkOf(signals, 'required_fields').passed).toBe(false);
    expect(checkOf(signals, 'description_length').passed).toBe(true);
    expect(await storedRow(t, ad.id)).toEqual(before);
  });

  it('answers in the reader’s language', async () => {
    const response = await preview(t.tokens.DEALER, { lang: 'en' }, 'de');
    expect(checkOf(response.json().data, 'contact_details').message).toBe(
      'Keine Kontaktdaten in Titel oder Beschreibung',
    );
  });

  it('keeps another dealer’s ad out of reach (404) and checks the body (400)', async () => {
    const ad = await t.createAd(t.tokens.DEALER, healthyBody(t));
    const other = await t.newDealer();
    expect((await preview(other.token, { id: ad.id })).statusCode).toBe(404);
    expect((await preview(t.tokens.DEALER, { year: 'old' })).statusCode).toBe(400);
    expect((await preview(t.tokens.DEALER, {}, 'en')).statusCode).toBe(200);
    expect(
      (await t.request({ method: 'POST', url: '/api/advertisements/signals/preview', payload: {} }))
        .statusCode,
    ).toBe(401);
  });
});
