import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent, AuditPage, RecordHistory } from '@coachyard/contract';
import { auditEvents } from '../src/db/schema/index.ts';
import { ACCOUNTS, createAdsTestApp, type AdsTestApp } from './advertisements-support.ts';

let t: AdsTestApp;

beforeAll(async () => {
  t = await createAdsTestApp();
});
afterAll(() => t.close());

const patchAd = (token: string, ad: { id: string; version: number }, body: Record<string, unknown>) =>
  t.request({
    method: 'PATCH',
    url: `/api/advertisements/${ad.id}`,
    token,
    payload: { version: ad.version, ...body },
  });
const trail = async (query: string, token = t.tokens.ADMIN) => {
  const response = await t.request({ method: 'GET', url: `/api/audit?${query}`, token });
  expect(response.statusCode).toBe(200);
  return response.json().data as AuditPage;
};
const history = (namespace: string, id: string, token: string) =>
  t.request({ method: 'GET', url: `/api/audit/history/${namespace}/${id}`, token });

describe('GET /api/audit', () => {
  it('filters by record, action and actor, and shows each update as the fields it changed', async () => {
    const ad = await t.createAd(t.tokens.DEALER);
    const patched = await patchAd(t.tokens.ADMIN, ad, { price_minor: 470_000_000 });
    expect(patched.statusCode).toBe(200);

    const page = await trail(`namespace=advertisements&record=${ad.id}`);
    expect(page.items.map((event) => event.action)).toEqual(['update', 'create']);
    const [update, create] = page.items as [AuditEvent, AuditEvent];
    expect(update.changes).toEqual([{ field: 'priceMinor', before: 450_000_000, after: 470_000_000 }]);
    expect(update.actor).toMatchObject({ email: ACCOUNTS.ADMIN });
    expect(update.actor_role).toBe('ADMIN');
    expect(create.changes).toEqual(
      expect.arrayContaining([
        { field: 'title', before: null, after: { tr: 'Temiz Safari HD', en: 'Clean Safari HD' } },
      ]),
    );
    // Ids read as what they stand for: the brand by its name, the owner by the dealer's branch name.
    expect(page.names[t.lookups.id('brands', 'temsa')]).toMatch(/temsa/i);
    expect(page.names[await t.idOf(ACCOUNTS.DEALER)]).toBe('Anadolu Otobüs Merkezi');
    // Derived columns say how a row is indexed, not what changed.
    expect(create.changes.map((change) => change.field)).not.toContain('searchText');

    const updatesOnly = await trail(`record=${ad.id}&action=update`);
    expect(updatesOnly.items.map((event) => event.id)).toEqual([update.id]);
    const byDealer = await trail(`record=${ad.id}&actor=${await t.idOf(ACCOUNTS.DEALER)}`);
    expect(byDealer.items.map((event) => event.id)).toEqual([create.id]);
  });

  it('filters by date range and finds events by the actor’s e-mail or a request id', async () => {
    const ad = await t.createAd(t.tokens.DEALER);
    const today = new Date().toISOString().slice(0, 10);
    expect((await trail(`record=${ad.id}&from=${today}&to=${today}`)).items).toHaveLength(1);
    expect((await trail(`record=${ad.id}&to=2020-01-01`)).items).toHaveLength(0);
    expect((await trail(`record=${ad.id}&from=2999-01-01`)).items).toHaveLength(0);

    const found = await trail(`record=${ad.id}&q=${encodeURIComponent('dealer@coachyard')}`);
    expect(found.items).toHaveLength(1);
    expect((await trail(`record=${ad.id}&q=nobody-at-all`)).items).toHaveLength(0);
    const byRequest = await trail(`q=${found.items[0]!.request_id}`);
    expect(byRequest.items.map((event) => event.record_id)).toContain(ad.id);
  });

  it('pages newest first by cursor without repeating or skipping an event', async () => {
    const first = await trail('per_page=3');
    expect(first.items).toHaveLength(3);
    expect(first.next_cursor).toBe(first.items[2]!.id);
    const second = await trail(`per_page=3&cursor=${first.next_cursor}`);
    const ids = [...first.items, ...second.items].map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((left, right) => right - left));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('never shows a secret: a password change appears redacted, in the list and in the CSV', async () => {
    // A fresh dealer: a new password signs its holder out everywhere.
    const { id: dealerId } = await t.newDealer();
    const user = (
      await t.request({ method: 'GET', url: `/api/users/${dealerId}`, token: t.tokens.ADMIN })
    ).json().data;
    const changed = await t.request({
      method: 'PATCH',
      url: `/api/users/${dealerId}`,
      token: t.tokens.ADMIN,
      payload: { version: user.version, password: 'a-new-secret-1', password_confirmation: 'a-new-secret-1' },
    });
    expect(changed.statusCode).toBe(200);
    const page = await trail(`namespace=users&record=${dealerId}&action=update`);
    expect(page.items[0]!.changes).toContainEqual({
      field: 'passwordHash',
      before: '[redacted]',
      after: '[redacted]',
    });
    const csv = await t.request({
      method: 'GET',
      url: `/api/audit/export.csv?namespace=users&record=${dealerId}`,
      token: t.tokens.ADMIN,
    });
    expect(csv.body).toContain('[redacted]');
    expect(csv.body).not.toMatch(/\$argon2|a-new-secret/);
  });

  it('exports CSV a spreadsheet cannot run: a value starting with = is written as text', async () => {
    const recordId = 'formula-test-record';
    await t.db.insert(auditEvents).values({
      action: 'update',
      namespace: 'content',
      entityId: recordId,
      before: { title: 'Opening hours' },
      after: { title: '=HYPERLINK("http://evil.example")' },
    });
    const csv = await t.request({
      method: 'GET',
      url: `/api/audit/export.csv?record=${recordId}`,
      token: t.tokens.ADMIN,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, line] = csv.body.split('\r\n');
    expect(header).toBe(
      '\uFEFFid,occurred_at,actor,actor_email,actor_role,action,namespace,record_id,record,field,before,after,request_id,ip',
    );
    expect(line).toContain(`,title,Opening hours,"'=HYPERLINK(""http://evil.example"")",`);
  });

  it('is an ADMIN’s: a dealer and a representative are refused with 403', async () => {
    for (const token of [t.tokens.DEALER, t.tokens.REPRESENTATIVE]) {
      expect((await t.request({ method: 'GET', url: '/api/audit', token })).statusCode).toBe(403);
      expect((await t.request({ method: 'GET', url: '/api/audit/export.csv', token })).statusCode).toBe(403);
    }
  });
});

describe('GET /api/audit/history/{namespace}/{id}: row scope', () => {
  it('shows a dealer the history of its own ads only', async () => {
    const own = await t.createAd(t.tokens.DEALER);
    const other = await t.newDealer();
    const foreign = await t.createAd(other.token);

    const mine = await history('advertisements', own.id, t.tokens.DEALER);
    expect(mine.statusCode).toBe(200);
    const body = mine.json().data as RecordHistory;
    expect(body).toMatchObject({ namespace: 'advertisements', record_id: own.id, version: own.version });
    expect(body.can_restore).toBe(false);
    expect(body.events.map((event) => event.action)).toEqual(['create']);

    expect((await history('advertisements', foreign.id, t.tokens.DEALER)).statusCode).toBe(404);
    // A dealer has no privilege on users: no user's history either.
    expect((await history('users', await t.idOf(ACCOUNTS.DEALER), t.tokens.DEALER)).statusCode).toBe(403);
  });

  it('shows a representative its dealers’ ads and users, not another dealer’s', async () => {
    const managed = await t.createAd(t.tokens.DEALER);
    const stranger = await t.newDealer();
    const strangersAd = await t.createAd(stranger.token);

    expect((await history('advertisements', managed.id, t.tokens.REPRESENTATIVE)).statusCode).toBe(200);
    expect((await history('users', await t.idOf(ACCOUNTS.DEALER), t.tokens.REPRESENTATIVE)).statusCode).toBe(
      200,
    );
    expect((await history('advertisements', strangersAd.id, t.tokens.REPRESENTATIVE)).statusCode).toBe(404);
    expect((await history('users', stranger.id, t.tokens.REPRESENTATIVE)).statusCode).toBe(404);
  });

  it('shows an ADMIN any registered record, with restore offered, and 404 for namespaces nobody registered', async () => {
    const ad = await t.createAd(t.tokens.DEALER);
    const response = await history('advertisements', ad.id, t.tokens.ADMIN);
    expect(response.json().data.can_restore).toBe(true);
    expect((await history('no-such-namespace', ad.id, t.tokens.ADMIN)).statusCode).toBe(404);
    expect((await history('advertisements', 'not-a-uuid', t.tokens.ADMIN)).statusCode).toBe(404);
  });
});
