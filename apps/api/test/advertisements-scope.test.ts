import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Advertisement } from '@coachyard/contract';
import { adBody, createAdsTestApp, storedRow, type AdsTestApp } from './advertisements-support.ts';

let t: AdsTestApp;
/** Dealer B: not the demo dealer, not managed by the demo representative. */
let dealerB: { id: string; token: string };
let adOfB: Advertisement;
let adOfA: Advertisement;

beforeAll(async () => {
  t = await createAdsTestApp();
  dealerB = await t.newDealer();
  adOfB = await t.addPhoto(
    dealerB.token,
    await t.createAd(dealerB.token, { title: { en: 'Only dealer B sells this' } }),
  );
  adOfA = await t.createAd(t.tokens.DEALER);
});
afterAll(() => t?.close());

const listIds = async (token: string, query = '') =>
  (await t.request({ method: 'GET', url: `/api/advertisements?per_page=100&${query}`, token }))
    .json()
    .data.items.map((item: Advertisement) => item.id) as string[];

describe('a dealer and the ads of another dealer', () => {
  it('cannot read, change, delete, move or touch the photos of them: 404 and nothing changes', async () => {
    const base = `/api/advertisements/${adOfB.id}`;
    const version = adOfB.version;
    const mediaId = adOfB.media[0]!.id;
    const attempts = [
      { method: 'GET', url: base },
      { method: 'PATCH', url: base, payload: { year: 2001, version } },
      { method: 'PUT', url: base, payload: { ...adBody(t.lookups), version } },
      { method: 'DELETE', url: `${base}?version=${version}` },
      { method: 'POST', url: `${base}/status`, payload: { status: 'pending_review', version } },
      { method: 'POST', url: `${base}/media`, payload: { key: await t.uploadKey(t.tokens.DEALER), version } },
      { method: 'PUT', url: `${base}/media/order`, payload: { ids: [mediaId], version } },
      { method: 'POST', url: `${base}/media/${mediaId}/cover`, payload: { version } },
      { method: 'DELETE', url: `${base}/media/${mediaId}?version=${version}` },
    ] as const;
    const before = await storedRow(t, adOfB.id);
    for (const attempt of attempts) {
      const response = await t.request({ ...attempt, token: t.tokens.DEALER });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect(await storedRow(t, adOfB.id)).toEqual(before);
  });

  it('does not list them, even when asking for their owner or searching their words', async () => {
    expect(await listIds(t.tokens.DEALER, `owner=${dealerB.id}`)).toEqual([]);
    expect(await listIds(t.tokens.DEALER, 'q=only%20dealer%20b')).toEqual([]);
    expect(await listIds(dealerB.token, 'q=only%20dealer%20b')).toEqual([adOfB.id]);
    const csv = await t.request({
      method: 'GET',
      url: `/api/advertisements/export.csv?owner=${dealerB.id}`,
      token: t.tokens.DEALER,
    });
    expect(csv.body.trim().split('\r\n')).toHaveLength(1);
  });

  it('lists only its own ads', async () => {
    const dealerA = await t.idOf('dealer@coachyard.test');
    const response = await t.request({
      method: 'GET',
      url: '/api/advertisements?per_page=100',
      token: t.tokens.DEALER,
    });
    const { items, total } = response.json().data;
    // A list row names its owner; who owns each is in the table.
    const ids = items.map((item: { id: string }) => `'${item.id}'`).join(',');
    const owners = (
      await t.db.execute<{ owner_id: string }>(
        `select distinct owner_id from advertisements where id in (${ids})`,
      )
    ).rows.map((row) => row.owner_id);
    expect(owners).toEqual([dealerA]);
    const [{ count }] = (
      await t.db.execute<{ count: string }>(
        `select count(*) from advertisements where owner_id = '${dealerA}' and deleted_at is null`,
      )
    ).rows;
    expect(total).toBe(Number(count));
  });
});

describe('staff', () => {
  it('a representative sees its dealers’ ads and not the others', async () => {
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/advertisements/${adOfA.id}`,
          token: t.tokens.REPRESENTATIVE,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/advertisements/${adOfB.id}`,
          token: t.tokens.REPRESENTATIVE,
        })
      ).statusCode,
    ).toBe(404);
    expect(await listIds(t.tokens.REPRESENTATIVE, `owner=${dealerB.id}`)).toEqual([]);
    const managed = await t.newDealer(await t.idOf('representative@coachyard.test'));
    const adOfManaged = await t.createAd(managed.token);
    expect(await listIds(t.tokens.REPRESENTATIVE, `owner=${managed.id}`)).toEqual([adOfManaged.id]);
  });

  it('an admin sees every ad', async () => {
    expect(await listIds(t.tokens.ADMIN, `owner=${dealerB.id}`)).toEqual([adOfB.id]);
  });
});

describe('soft delete and restore', () => {
  it('a dealer deletes its own ad; only an admin lists deleted ads and restores them', async () => {
    const ad = await t.createAd(dealerB.token);
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/advertisements/${ad.id}?version=${ad.version}`,
      token: dealerB.token,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.deleted_at).not.toBeNull();
    expect(
      (await t.request({ method: 'GET', url: `/api/advertisements/${ad.id}`, token: dealerB.token }))
        .statusCode,
    ).toBe(404);
    expect(await listIds(dealerB.token)).not.toContain(ad.id);
    expect(
      (await t.request({ method: 'GET', url: '/api/advertisements?deleted=1', token: dealerB.token }))
        .statusCode,
    ).toBe(403);
    expect(await listIds(t.tokens.ADMIN, `deleted=1&owner=${dealerB.id}`)).toEqual([ad.id]);

    const version = deleted.json().data.version;
    const byDealer = await t.request({
      method: 'POST',
      url: `/api/advertisements/${ad.id}/restore`,
      token: dealerB.token,
      payload: { version },
    });
    expect(byDealer.statusCode).toBe(403);
    const byRepresentative = await t.request({
      method: 'DELETE',
      url: `/api/advertisements/${adOfA.id}?version=${adOfA.version}`,
      token: t.tokens.REPRESENTATIVE,
    });
    expect(byRepresentative.statusCode).toBe(403);
    const restored = await t.request({
      method: 'POST',
      url: `/api/advertisements/${ad.id}/restore`,
      token: t.tokens.ADMIN,
      payload: { version },
    });
    expect(restored.statusCode).toBe(200);
    expect(await listIds(dealerB.token)).toContain(ad.id);
    expect(await t.auditCount(ad.id, 'delete')).toBe(1);
    expect(await t.auditCount(ad.id, 'restore')).toBe(1);
  });
});
