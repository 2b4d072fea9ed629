import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordHistory } from '@coachyard/contract';
import { auditEvents } from '../src/db/schema/index.ts';
import { ACCOUNTS, createAdsTestApp, storedRow, type AdsTestApp } from './advertisements-support.ts';

let t: AdsTestApp;

beforeAll(async () => {
  t = await createAdsTestApp();
});
afterAll(() => t.close());

const patchAd = async (token: string, ad: { id: string; version: number }, body: Record<string, unknown>) => {
  const response = await t.request({
    method: 'PATCH',
    url: `/api/advertisements/${ad.id}`,
    token,
    payload: { version: ad.version, ...body },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: string; version: number };
};
const historyOf = async (namespace: string, id: string) =>
  (
    await t.request({ method: 'GET', url: `/api/audit/history/${namespace}/${id}`, token: t.tokens.ADMIN })
  ).json().data as RecordHistory;
const restore = (namespace: string, id: string, payload: object, token = t.tokens.ADMIN) =>
  t.request({ method: 'POST', url: `/api/audit/history/${namespace}/${id}/restore`, token, payload });

describe('POST /api/audit/history/{namespace}/{id}/restore', () => {
  it('brings an advertisement back to how it was after an earlier event, as a new audited version', async () => {
    const created = await t.createAd(t.tokens.DEALER);
    const cheaper = await patchAd(t.tokens.DEALER, created, { price_minor: 420_000_000 });
    const renamed = await patchAd(t.tokens.DEALER, cheaper, { title: { en: 'Safari HD, one owner' } });

    const history = await historyOf('advertisements', created.id);
    expect(history.version).toBe(renamed.version);
    const priceEvent = history.events.find((event) =>
      event.changes.some((change) => change.field === 'priceMinor'),
    )!;

    const restored = await restore('advertisements', created.id, {
      event_id: priceEvent.id,
      version: renamed.version,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().success.message).toBe('Restored');
    const after = restored.json().data as RecordHistory;
    expect(after.version).toBe(renamed.version + 1);
    expect(after.events[0]).toMatchObject({ action: 'restore', actor: { email: ACCOUNTS.ADMIN } });
    expect(after.events[0]!.changes).toEqual([
      {
        field: 'title',
        before: { en: 'Safari HD, one owner' },
        after: { tr: 'Temiz Safari HD', en: 'Clean Safari HD' },
      },
    ]);

    const ad = await t.get(t.tokens.DEALER, created.id);
    expect(ad.price_minor).toBe(420_000_000);
    expect(ad.title).toEqual({ tr: 'Temiz Safari HD', en: 'Clean Safari HD' });
    // The search follows the restored title.
    expect((await storedRow(t, created.id))!.searchText).toContain('clean');
    const search = await t.request({
      method: 'GET',
      url: '/api/advertisements?q=owner',
      token: t.tokens.DEALER,
    });
    expect(search.json().data.items.map((item: { id: string }) => item.id)).not.toContain(created.id);

    // Back to the first state too: the price of the creation.
    const createEvent = after.events.at(-1)!;
    const first = await restore('advertisements', created.id, {
      event_id: createEvent.id,
      version: after.version,
    });
    expect(first.statusCode).toBe(200);
    expect((await t.get(t.tokens.DEALER, created.id)).price_minor).toBe(450_000_000);
  });

  it('refuses with 409 when the record changed since the history was read, and changes nothing', async () => {
    const created = await t.createAd(t.tokens.DEALER);
    const changed = await patchAd(t.tokens.DEALER, created, { price_minor: 399_000_000 });
    const history = await historyOf('advertisements', created.id);
    // Someone else changes the ad meanwhile.
    await patchAd(t.tokens.DEALER, changed, { price_minor: 389_000_000 });

    const stale = await restore('advertisements', created.id, {
      event_id: history.events.at(-1)!.id,
      version: history.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('CONFLICT');
    expect((await t.get(t.tokens.DEALER, created.id)).price_minor).toBe(389_000_000);
    const restores = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, created.id), eq(auditEvents.action, 'restore')));
    expect(restores).toHaveLength(0);
  });

  it('says so when the record already is as it was after that event', async () => {
    const created = await t.createAd(t.tokens.DEALER);
    const history = await historyOf('advertisements', created.id);
    const same = await restore('advertisements', created.id, {
      event_id: history.events[0]!.id,
      version: history.version,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.message).toBe(
      'This event cannot be restored: it has no state of the record to return to',
    );
  });

  it('restores a user’s earlier address through the same registry', async () => {
    const dealer = await t.newDealer();
    const read = (
      await t.request({ method: 'GET', url: `/api/users/${dealer.id}`, token: t.tokens.ADMIN })
    ).json().data;
    const changed = await t.request({
      method: 'PATCH',
      url: `/api/users/${dealer.id}`,
      token: t.tokens.ADMIN,
      payload: { version: read.version, address: 'Atatürk Caddesi 12, Kadıköy' },
    });
    expect(changed.statusCode).toBe(200);
    const again = await t.request({
      method: 'PATCH',
      url: `/api/users/${dealer.id}`,
      token: t.tokens.ADMIN,
      payload: { version: changed.json().data.version, address: 'Bağdat Caddesi 200, Kadıköy' },
    });
    expect(again.statusCode).toBe(200);

    const history = await historyOf('users', dealer.id);
    const firstAddress = history.events.find((event) =>
      event.changes.some((change) => change.after === 'Atatürk Caddesi 12, Kadıköy'),
    )!;
    const restored = await restore('users', dealer.id, {
      event_id: firstAddress.id,
      version: history.version,
    });
    expect(restored.statusCode).toBe(200);
    const user = (
      await t.request({ method: 'GET', url: `/api/users/${dealer.id}`, token: t.tokens.ADMIN })
    ).json().data;
    expect(user.address).toBe('Atatürk Caddesi 12, Kadıköy');
    // Only the address went back: the dealer stays signed in.
    expect((await t.request({ method: 'GET', url: '/api/users/me', token: dealer.token })).statusCode).toBe(
      200,
    );
  });

  it('is an ADMIN’s: a representative may read its dealer’s ad history but not restore it', async () => {
    const created = await t.createAd(t.tokens.DEALER);
    const changed = await patchAd(t.tokens.DEALER, created, { price_minor: 401_000_000 });
    const history = await historyOf('advertisements', created.id);
    const refused = await restore(
      'advertisements',
      created.id,
      { event_id: history.events.at(-1)!.id, version: changed.version },
      t.tokens.REPRESENTATIVE,
    );
    expect(refused.statusCode).toBe(403);
    expect((await t.get(t.tokens.DEALER, created.id)).price_minor).toBe(401_000_000);
  });
});
