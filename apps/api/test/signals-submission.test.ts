import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Advertisement } from '@coachyard/contract';
import { auditEvents } from '../src/db/schema/index.ts';
import { fieldsOf } from './advertisements-support.ts';
import {
  createAdsTestApp,
  ENGLISH_DESCRIPTION,
  healthyBody,
  setListings,
  storedRow,
  type AdsTestApp,
} from './signals-support.ts';

let t: AdsTestApp;

beforeAll(async () => {
  t = await createAdsTestApp();
  // Two photos keep the ads quick to make; an ad with one scores 80 (every check but the photos).
  await setListings(t, { min_photos: 2 });
});
afterAll(() => t?.close());

type Role = keyof AdsTestApp['tokens'];
const submit = (role: Role, ad: Advertisement, extra: Record<string, string> = {}, lang = 'en') =>
  t.request({
    method: 'POST',
    url: `/api/advertisements/${ad.id}/status?lang=${lang}`,
    token: t.tokens[role],
    payload: { status: 'pending_review', version: ad.version, ...extra },
  });

/** A dealer's ad with one photo: it scores 80 unless its texts are told otherwise. */
const dealerAd = async (description = ENGLISH_DESCRIPTION) =>
  t.addPhoto(
    t.tokens.DEALER,
    await t.createAd(t.tokens.DEALER, healthyBody(t, { description: { en: description } })),
  );
const WITH_PHONE = `${ENGLISH_DESCRIPTION} Call 0532 123 45 67 today.`;

/** Proves a refusal changed nothing: the same row, no status change audited. */
async function expectUnchanged(ad: Advertisement) {
  const before = await storedRow(t, ad.id);
  return async () => {
    expect(await storedRow(t, ad.id)).toEqual(before);
    expect(await t.auditCount(ad.id, 'status_change')).toBe(0);
  };
}

const lastStatusEvent = async (id: string) =>
  (
    await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'status_change')))
      .orderBy(desc(auditEvents.id))
      .limit(1)
  )[0]!;

describe('submitting an advertisement for review', () => {
  it('is refused below Settings › Listings’ minimum score, naming the score and each failing check', async () => {
    await setListings(t, { min_submit_score: 90 });
    try {
      const ad = await dealerAd();
      const unchanged = await expectUnchanged(ad);
      const response = await submit('DEALER', ad);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(
        'This advertisement cannot be submitted for review yet: fix what is listed',
      );
      expect(fieldsOf(response.body)).toEqual({
        'health.score': ['The health score is 80; submitting for review needs at least 90'],
        'health.checks.photo_count': [
          "Add 1 more photos: buyers look for the driver's seat, the seats and the engine",
        ],
      });
      await unchanged();
    } finally {
      await setListings(t, { min_submit_score: 40 });
    }
  });

  it('goes through at or above the minimum (40 by default)', async () => {
    const response = await submit('DEALER', await dealerAd());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toBe('pending_review');
  });

  it('is always refused when the texts hold contact details, in the reader’s language', async () => {
    const ad = await dealerAd(WITH_PHONE);
    const unchanged = await expectUnchanged(ad);
    const response = await submit('DEALER', ad, {}, 'tr');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'Bu ilan henüz incelemeye gönderilemez: listelenenleri düzeltin',
    );
    // 65 is well above the minimum: only the contact details refuse it.
    expect(Object.keys(fieldsOf(response.body))).toEqual(['health.checks.contact_details']);
    expect(fieldsOf(response.body)['health.checks.contact_details']![0]).toMatch(
      /^Başlıktan ve açıklamadan telefon/,
    );
    await unchanged();
  });

  it('is refused the same way for each ad of a bulk move, which moves the others', async () => {
    const flagged = await dealerAd(WITH_PHONE);
    const clean = await dealerAd();
    const response = await t.request({
      method: 'POST',
      url: '/api/advertisements/bulk-status',
      token: t.tokens.DEALER,
      payload: { ids: [flagged.id, clean.id], status: 'pending_review' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      succeeded: 1,
      failed: 1,
      results: [
        {
          id: flagged.id,
          ok: false,
          error: { code: 'VALIDATION', message: expect.stringMatching(/^Remove the phone/) },
        },
        { id: clean.id, ok: true, status: 'pending_review' },
      ],
    });
  });
});

describe('overriding a refusal', () => {
  it('lets an ADMIN submit a dealer’s refused ad with a written reason, audited with the checks it overrode', async () => {
    const ad = await dealerAd(WITH_PHONE);
    const reason = 'The number is the depot’s public switchboard, agreed with the dealer';
    const response = await submit('ADMIN', ad, { override_reason: reason });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toBe('pending_review');
    const event = await lastStatusEvent(ad.id);
    expect(event.after).toMatchObject({
      status: 'pending_review',
      override_reason: reason,
      overridden_checks: { 'health.checks.contact_details': [expect.stringMatching(/^Remove the phone/)] },
    });
  });

  it.each(['DEALER', 'REPRESENTATIVE'] as const)(
    'is refused to a %s (403, audited, nothing changed)',
    async (role) => {
      const ad = await dealerAd(WITH_PHONE);
      const unchanged = await expectUnchanged(ad);
      const denied = await t.auditCount(ad.id, 'access_denied');
      const response = await submit(role, ad, { override_reason: 'I know the buyer personally' });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(
        'Only an administrator may submit an advertisement despite its checks',
      );
      expect(await t.auditCount(ad.id, 'access_denied')).toBe(denied + 1);
      await unchanged();
    },
  );

  it('without a reason, an ADMIN may not submit another dealer’s ad at all', async () => {
    const ad = await dealerAd(WITH_PHONE);
    const response = await submit('ADMIN', ad);
    expect(response.statusCode).toBe(403);
  });
});
