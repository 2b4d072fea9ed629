import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema/index.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let adminToken: string;
let dealerToken: string;
let dealerId: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login(ACCOUNTS.ADMIN);
  dealerToken = await t.login(ACCOUNTS.DEALER);
  dealerId = (await t.request({ method: 'GET', url: '/api/users/me', token: dealerToken })).json().data.id;
});
afterAll(() => t.close());

const viewAs = (userId: string, token = adminToken) =>
  t.request({ method: 'POST', url: '/api/privileges/view-as', token, payload: { user_id: userId } });

type Page = { items: { id: string; version: number }[]; total: number };

describe('view as a user of a role', () => {
  it('answers as that user — its privileges and its rows — read-only, and is audited', async () => {
    const started = await viewAs(dealerId);
    expect(started.statusCode).toBe(200);
    const { access_token: token, user } = started.json().data;
    expect(user).toMatchObject({ id: dealerId, role: 'DEALER' });
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'view_as'))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(event).toMatchObject({ entityId: dealerId, after: { user: dealerId, role: 'DEALER' } });

    // The dealer's own advertisements, exactly as the dealer sees them.
    const seen = (await t.request({ method: 'GET', url: '/api/advertisements?per_page=100', token })).json()
      .data as Page;
    const own = (
      await t.request({ method: 'GET', url: '/api/advertisements?per_page=100', token: dealerToken })
    ).json().data as Page;
    expect(seen.total).toBe(own.total);
    expect(seen.items.map((ad) => ad.id)).toEqual(own.items.map((ad) => ad.id));
    // The role's privileges: no users screen for a dealer.
    expect((await t.request({ method: 'GET', url: '/api/users', token })).statusCode).toBe(403);

    // Its menu is the dealer's, with only the reading actions.
    const permissions = (await t.request({ method: 'GET', url: '/api/users/permissions', token })).json()
      .data;
    expect(permissions.privileges.advertisements).toEqual(['list', 'read']);
    expect(permissions.privileges.users).toBeUndefined();

    // Any write is refused, changes nothing, and is recorded.
    const ad = seen.items[0]!;
    const write = await t.request({
      method: 'PATCH',
      url: `/api/advertisements/${ad.id}`,
      token,
      payload: { version: ad.version, price_minor: 1_234_500 },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().error.code).toBe('FORBIDDEN');
    expect(write.json().error.message).toMatch(/read-only/);
    const after = await t.request({ method: 'GET', url: `/api/advertisements/${ad.id}`, token: dealerToken });
    expect(after.json().data.version).toBe(ad.version);
    const [denied] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'access_denied'), eq(auditEvents.namespace, 'privileges')))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(denied!.after).toMatchObject({ method: 'PATCH' });

    // The view ends like any session.
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', token })).statusCode).toBeLessThan(
      300,
    );
    expect((await t.request({ method: 'GET', url: '/api/advertisements', token })).statusCode).toBe(401);
  });

  it('is an ADMIN’s, from its own session, of another active user', async () => {
    expect((await viewAs(dealerId, dealerToken)).statusCode).toBe(403);
    const representative = await t.login(ACCOUNTS.REPRESENTATIVE);
    const me = (await t.request({ method: 'GET', url: '/api/users/me', token: representative })).json().data;
    const viewing = (await viewAs(me.id)).json().data.access_token as string;
    expect((await viewAs(dealerId, viewing)).statusCode).toBe(403);
    const adminId = (await t.request({ method: 'GET', url: '/api/users/me', token: adminToken })).json().data
      .id;
    const self = await viewAs(adminId);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.fields.user_id).toBeDefined();
    expect((await viewAs('not-a-uuid')).statusCode).toBe(400);
  });
});
