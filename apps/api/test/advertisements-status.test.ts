import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateMessage, type Advertisement, type AdvertisementStatus } from '@coachyard/contract';
import { createAdsTestApp, fieldsOf, storedRow, type AdsTestApp } from './advertisements-support.ts';

let t: AdsTestApp;
beforeAll(async () => {
  t = await createAdsTestApp();
});
afterAll(() => t?.close());

type Role = 'ADMIN' | 'REPRESENTATIVE' | 'DEALER';
const move = (
  role: Role,
  ad: Pick<Advertisement, 'id' | 'version'>,
  status: AdvertisementStatus,
  reason?: string,
) =>
  t.request({
    method: 'POST',
    url: `/api/advertisements/${ad.id}/status`,
    token: t.tokens[role],
    payload: { status, version: ad.version, ...(reason ? { reason } : {}) },
  });
async function moved(
  role: Role,
  ad: Pick<Advertisement, 'id' | 'version'>,
  status: AdvertisementStatus,
  reason?: string,
) {
  const response = await move(role, ad, status, reason);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Advertisement;
}

/** An ad of the demo dealer (managed by the demo representative) with a photo, moved along `path`. */
async function adAt(...path: [Role, AdvertisementStatus, string?][]) {
  let ad = await t.addPhoto(t.tokens.DEALER, await t.createAd(t.tokens.DEALER));
  for (const [role, status, reason] of path) ad = await moved(role, ad, status, reason);
  return ad;
}
const submitted: [Role, AdvertisementStatus] = ['DEALER', 'pending_review'];
const published: [Role, AdvertisementStatus] = ['REPRESENTATIVE', 'published'];

describe('allowed moves', () => {
  it('draft → pending_review by the owner, audited', async () => {
    const ad = await adAt(submitted);
    expect(ad).toMatchObject({ status: 'pending_review', available_statuses: [] });
    expect(await t.auditCount(ad.id, 'status_change')).toBe(1);
    const reviewed = await t.get(t.tokens.REPRESENTATIVE, ad.id);
    expect(reviewed.available_statuses).toEqual(['published', 'rejected']);
  });

  it.each(['ADMIN', 'REPRESENTATIVE'] as const)('pending_review → published by %s', async (role) => {
    const ad = await moved(role, await adAt(submitted), 'published');
    expect(ad.status).toBe('published');
    expect(ad.published_at).not.toBeNull();
  });

  it.each(['ADMIN', 'REPRESENTATIVE'] as const)(
    'pending_review → rejected by %s with a reason, then draft by the owner',
    async (role) => {
      const rejected = await moved(role, await adAt(submitted), 'rejected', 'The photos are blurred');
      expect(rejected).toMatchObject({ status: 'rejected', rejection_reason: 'The photos are blurred' });
      const draft = await moved('DEALER', rejected, 'draft');
      expect(draft.status).toBe('draft');
      const again = await moved('DEALER', draft, 'pending_review');
      expect(again.rejection_reason).toBeNull();
    },
  );

  it.each([
    ['DEALER', 'sold'],
    ['DEALER', 'archived'],
    ['REPRESENTATIVE', 'sold'],
    ['ADMIN', 'archived'],
  ] as const)('published → %s moves it to %s', async (role, status) => {
    expect((await moved(role, await adAt(submitted, published), status)).status).toBe(status);
  });
});

describe('refused moves', () => {
  const invalid = translateMessage('advertisement.status_move_invalid', 'en');

  it.each([
    ['draft', 'published', []],
    ['draft', 'sold', []],
    ['pending_review', 'draft', [submitted]],
    ['published', 'draft', [submitted, published]],
    ['published', 'rejected', [submitted, published]],
    ['sold', 'published', [submitted, published, ['DEALER', 'sold']]],
    ['archived', 'draft', [submitted, published, ['DEALER', 'archived']]],
    ['rejected', 'published', [submitted, ['ADMIN', 'rejected', 'No']]],
  ] as [AdvertisementStatus, AdvertisementStatus, [Role, AdvertisementStatus, string?][]][])(
    '%s → %s is not a move of the workflow, for anyone',
    async (_from, to, path) => {
      const ad = await adAt(...path);
      for (const role of ['ADMIN', 'DEALER'] as const) {
        const response = await move(role, ad, to, 'A reason');
        expect(response.statusCode).toBe(400);
        expect(fieldsOf(response.body).status).toEqual([invalid]);
      }
      expect((await storedRow(t, ad.id))!.version).toBe(ad.version);
    },
  );

  it.each([
    ['ADMIN', 'pending_review', []],
    ['REPRESENTATIVE', 'pending_review', []],
    ['DEALER', 'published', [submitted]],
    ['DEALER', 'rejected', [submitted]],
    ['ADMIN', 'draft', [submitted, ['ADMIN', 'rejected', 'No']]],
  ] as [Role, AdvertisementStatus, [Role, AdvertisementStatus, string?][]][])(
    '%s may not move it to %s (403, audited)',
    async (role, to, path) => {
      const ad = await adAt(...path);
      const denied = await t.auditCount(ad.id, 'access_denied');
      const response = await move(role, ad, to, 'A reason');
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(translateMessage('advertisement.status_not_yours', 'en'));
      expect(await t.auditCount(ad.id, 'access_denied')).toBe(denied + 1);
      expect((await storedRow(t, ad.id))!.status).toBe(ad.status);
    },
  );

  it('needs a reason to reject and a photo to submit', async () => {
    const pending = await adAt(submitted);
    const noReason = await move('ADMIN', pending, 'rejected', ' ');
    expect(fieldsOf(noReason.body).reason).toEqual([translateMessage('advertisement.reason_required', 'en')]);
    const bare = await t.createAd(t.tokens.DEALER);
    const noPhoto = await move('DEALER', bare, 'pending_review');
    expect(noPhoto.statusCode).toBe(400);
    expect(fieldsOf(noPhoto.body).media).toEqual([translateMessage('advertisement.photo_required', 'en')]);
  });

  it('answers a stale version with 409 and the current ad', async () => {
    const ad = await adAt();
    const changed = await t.request({
      method: 'PATCH',
      url: `/api/advertisements/${ad.id}`,
      token: t.tokens.DEALER,
      payload: { year: 2019, version: ad.version },
    });
    expect(changed.statusCode).toBe(200);
    const stale = await move('DEALER', ad, 'pending_review');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.current).toMatchObject({ id: ad.id, version: ad.version + 1, status: 'draft' });
  });

  it('is a 404 for another dealer and for a representative who does not manage the owner', async () => {
    const stranger = await t.newDealer();
    const ad = await t.addPhoto(stranger.token, await t.createAd(stranger.token));
    expect((await move('DEALER', ad, 'pending_review')).statusCode).toBe(404);
    const submittedByOwner = await t.request({
      method: 'POST',
      url: `/api/advertisements/${ad.id}/status`,
      token: stranger.token,
      payload: { status: 'pending_review', version: ad.version },
    });
    expect(submittedByOwner.statusCode).toBe(200);
    const response = await move('REPRESENTATIVE', submittedByOwner.json().data, 'published');
    expect(response.statusCode).toBe(404);
  });
});

describe('bulk status change', () => {
  it('moves each ad on its own and reports every one', async () => {
    const pendingA = await adAt(submitted);
    const pendingB = await adAt(submitted);
    const draft = await adAt();
    const stranger = await t.newDealer();
    const foreign = await t.createAd(stranger.token);
    const missing = '00000000-0000-4000-8000-000000000000';
    const response = await t.request({
      method: 'POST',
      url: '/api/advertisements/bulk-status',
      token: t.tokens.REPRESENTATIVE,
      payload: { ids: [pendingA.id, draft.id, foreign.id, pendingB.id, missing], status: 'published' },
    });
    expect(response.statusCode).toBe(200);
    const { results, succeeded, failed } = response.json().data;
    expect({ succeeded, failed }).toEqual({ succeeded: 2, failed: 3 });
    expect(
      results.map((result: { ok: boolean; error?: { code: string } }) => result.error?.code ?? 'ok'),
    ).toEqual(['ok', 'BAD_REQUEST', 'NOT_FOUND', 'ok', 'NOT_FOUND']);
    expect(results[1].error.message).toBe(translateMessage('advertisement.status_move_invalid', 'en'));
    expect((await storedRow(t, pendingB.id))!.status).toBe('published');
    expect((await storedRow(t, draft.id))!.status).toBe('draft');
    expect((await storedRow(t, foreign.id))!.status).toBe('draft');
  });

  it('needs a reason for a bulk rejection, per ad', async () => {
    const pending = await adAt(submitted);
    const response = await t.request({
      method: 'POST',
      url: '/api/advertisements/bulk-status',
      token: t.tokens.ADMIN,
      payload: { ids: [pending.id], status: 'rejected' },
    });
    expect(response.json().data.results[0]).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
  });
});
