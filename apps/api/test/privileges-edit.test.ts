import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrivilegeMatrix } from '@coachyard/contract';
import { auditEvents, rolePrivileges } from '../src/db/schema/index.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let adminToken: string;
let dealerToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login(ACCOUNTS.ADMIN);
  dealerToken = await t.login(ACCOUNTS.DEALER);
});
afterAll(() => t.close());

const readMatrix = async () =>
  (await t.request({ method: 'GET', url: '/api/privileges/matrix', token: adminToken })).json()
    .data as PrivilegeMatrix;
const saveMatrix = (payload: object, token = adminToken) =>
  t.request({ method: 'PUT', url: '/api/privileges/matrix', token, payload });

describe('the privilege matrix', () => {
  it('shows every role × namespace × action, the hierarchy, and the administration namespaces for ADMIN', async () => {
    const matrix = await readMatrix();
    expect(matrix.roles).toEqual(['ADMIN', 'REPRESENTATIVE', 'DEALER']);
    expect(matrix.actions).toEqual(['list', 'read', 'create', 'update', 'delete', 'review']);
    expect(matrix.namespaces).toEqual(expect.arrayContaining(['privileges', 'audit', 'trash']));
    for (const namespace of ['privileges', 'audit', 'trash'] as const) {
      expect(matrix.privileges.ADMIN[namespace]).toEqual(['list', 'read', 'create', 'update', 'delete']);
      expect(matrix.privileges.DEALER[namespace]).toBeUndefined();
    }
    expect(matrix.hierarchy.REPRESENTATIVE).toEqual(['DEALER']);
    expect(matrix.version).toBeGreaterThan(0);
  });

  it('is an ADMIN’s: another role is refused with 403 reading or saving it', async () => {
    expect(
      (await t.request({ method: 'GET', url: '/api/privileges/matrix', token: dealerToken })).statusCode,
    ).toBe(403);
    const matrix = await readMatrix();
    expect((await saveMatrix({ privileges: {}, version: matrix.version }, dealerToken)).statusCode).toBe(403);
  });

  it('takes effect on the very next request of a dealer already signed in, and audits the change', async () => {
    const before = await t.request({ method: 'GET', url: '/api/advertisements', token: dealerToken });
    expect(before.statusCode).toBe(200);

    const matrix = await readMatrix();
    const { advertisements: _removed, ...dealerWithoutAds } = matrix.privileges.DEALER;
    const saved = await saveMatrix({ privileges: { DEALER: dealerWithoutAds }, version: matrix.version });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().success.message).toBe('Saved');
    expect(saved.json().data.privileges.DEALER.advertisements).toBeUndefined();
    expect(saved.json().data.version).toBeGreaterThan(matrix.version);

    const after = await t.request({ method: 'GET', url: '/api/advertisements', token: dealerToken });
    expect(after.statusCode).toBe(403);
    const permissions = await t.request({ method: 'GET', url: '/api/users/permissions', token: dealerToken });
    expect(permissions.json().data.privileges.advertisements).toBeUndefined();

    const [row] = await t.db
      .select()
      .from(rolePrivileges)
      .where(and(eq(rolePrivileges.role, 'DEALER'), eq(rolePrivileges.namespace, 'advertisements')));
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.namespace, 'privileges'), eq(auditEvents.entityId, row!.id)));
    expect(event).toMatchObject({
      action: 'update',
      before: { actions: ['list', 'read', 'create', 'update', 'delete'] },
      after: { actions: [] },
    });

    // Given back, the dealer's next request goes through again.
    const restored = await saveMatrix({ privileges: matrix.privileges, version: saved.json().data.version });
    expect(restored.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/advertisements', token: dealerToken })).statusCode,
    ).toBe(200);
  });

  it('answers a save made on a stale matrix with 409 and the current matrix, and changes nothing', async () => {
    const matrix = await readMatrix();
    const first = await saveMatrix({
      privileges: { REPRESENTATIVE: { ...matrix.privileges.REPRESENTATIVE, content: ['list', 'read'] } },
      version: matrix.version,
    });
    expect(first.statusCode).toBe(200);
    const stale = await saveMatrix({
      privileges: { REPRESENTATIVE: { ...matrix.privileges.REPRESENTATIVE, pages: ['list'] } },
      version: matrix.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('CONFLICT');
    expect(stale.json().error.current.privileges.REPRESENTATIVE.content).toEqual(['list', 'read']);
    expect((await readMatrix()).privileges.REPRESENTATIVE.pages).toBeUndefined();
  });

  it('refuses a change that would leave no role able to edit privileges, saying why', async () => {
    const matrix = await readMatrix();
    const { privileges: _editor, ...adminWithoutEditor } = matrix.privileges.ADMIN;
    const refused = await saveMatrix({ privileges: { ADMIN: adminWithoutEditor }, version: matrix.version });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.privileges).toEqual([
      'No role would be able to edit privileges any more: keep read and update of privileges for at least one role',
    ]);
    expect((await readMatrix()).privileges.ADMIN.privileges).toContain('update');

    // The single-row route obeys the same rule.
    const [row] = await t.db
      .select()
      .from(rolePrivileges)
      .where(and(eq(rolePrivileges.role, 'ADMIN'), eq(rolePrivileges.namespace, 'privileges')));
    const single = await t.request({
      method: 'PUT',
      url: `/api/privileges/${row!.id}`,
      token: adminToken,
      payload: { actions: ['list', 'read'], version: row!.version },
    });
    expect(single.statusCode).toBe(400);
  });
});

describe('the role hierarchy', () => {
  let representativeToken: string;
  beforeAll(async () => {
    representativeToken = await t.login(ACCOUNTS.REPRESENTATIVE);
  });

  /** A dealer the representative manages, changed by the representative. */
  const representativeEditsADealer = async () => {
    const list = await t.request({
      method: 'GET',
      url: '/api/users?role=DEALER',
      token: representativeToken,
    });
    const dealer = list.json().data.items[0] as { id: string; version: number };
    return t.request({
      method: 'PATCH',
      url: `/api/users/${dealer.id}`,
      token: representativeToken,
      payload: { version: dealer.version, address: `Cumhuriyet Cd. ${Date.now() % 1000}, Kadıköy` },
    });
  };

  it('is edited by an ADMIN with the matrix version, audited, and rules the next request', async () => {
    expect((await representativeEditsADealer()).statusCode).toBe(200);
    const matrix = await readMatrix();
    const saved = await saveMatrix({
      privileges: {},
      hierarchy: { REPRESENTATIVE: [] },
      version: matrix.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.hierarchy).toEqual({
      ADMIN: ['ADMIN', 'REPRESENTATIVE', 'DEALER'],
      REPRESENTATIVE: [],
      DEALER: [],
    });
    expect(saved.json().data.version).toBe(matrix.version + 1);
    expect((await representativeEditsADealer()).statusCode).toBe(403);
    const permissions = await t.request({
      method: 'GET',
      url: '/api/users/permissions',
      token: representativeToken,
    });
    expect(permissions.json().data.hierarchy.REPRESENTATIVE).toEqual([]);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.namespace, 'privileges'), eq(auditEvents.action, 'update')))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(event).toMatchObject({ before: { manages: ['DEALER'] }, after: { manages: [] } });

    const restored = await saveMatrix({
      privileges: {},
      hierarchy: { REPRESENTATIVE: ['DEALER'] },
      version: saved.json().data.version,
    });
    expect(restored.statusCode).toBe(200);
    expect((await representativeEditsADealer()).statusCode).toBe(200);
  });

  it('refuses a stale hierarchy with 409, changing nothing', async () => {
    const matrix = await readMatrix();
    const stale = await saveMatrix({
      privileges: {},
      hierarchy: { DEALER: ['DEALER'] },
      version: matrix.version - 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.current.hierarchy.DEALER).toEqual([]);
    expect((await readMatrix()).hierarchy.DEALER).toEqual([]);
  });

  it('refuses a change that would leave no role managing ADMINs, saying why', async () => {
    const matrix = await readMatrix();
    const refused = await saveMatrix({
      privileges: {},
      hierarchy: { ADMIN: ['REPRESENTATIVE', 'DEALER'] },
      version: matrix.version,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.hierarchy[0]).toMatch(/manage administrators/);
    // Taking users' update from the only role that manages ADMINs is refused the same way.
    const { users: _users, ...adminWithoutUsers } = matrix.privileges.ADMIN;
    const alsoRefused = await saveMatrix({
      privileges: { ADMIN: adminWithoutUsers },
      version: matrix.version,
    });
    expect(alsoRefused.statusCode).toBe(400);
    expect(alsoRefused.json().error.fields.hierarchy).toBeDefined();
    expect(await readMatrix()).toEqual(matrix);
  });
});
