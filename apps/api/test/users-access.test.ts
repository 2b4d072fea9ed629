import { and, eq, isNull, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';
import {
  createUser,
  fieldsOf,
  message,
  placesOf,
  userIdOf,
  validBody,
  type Places,
} from './users-support.ts';

let t: TestApp;
let admin: string;
let representative: string;
let dealer: string;
let places: Places;
let representativeId: string;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, representative, dealer] = await Promise.all([
    t.login(ACCOUNTS.ADMIN),
    t.login(ACCOUNTS.REPRESENTATIVE),
    t.login(ACCOUNTS.DEALER),
  ]);
  places = await placesOf(t);
  [representativeId, adminId] = await Promise.all([
    userIdOf(t, ACCOUNTS.REPRESENTATIVE),
    userIdOf(t, ACCOUNTS.ADMIN),
  ]);
});
afterAll(() => t?.close());

const get = (url: string, token: string) => t.request({ method: 'GET', url, token });
const patch = (id: string, token: string, payload: Record<string, unknown>) =>
  t.request({ method: 'PATCH', url: `/api/users/${id}`, token, payload });
const versionOf = async (id: string) =>
  (await t.db.select({ version: users.version }).from(users).where(eq(users.id, id)))[0]!.version;

describe('row scope (DESIGN §4)', () => {
  it('shows a representative itself and the dealers it manages, nobody else', async () => {
    const response = await get('/api/users?per_page=100', representative);
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json().data as {
      items: { id: string; role: string }[];
      total: number;
    };
    const expected = await t.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          isNull(users.deletedAt),
          or(eq(users.id, representativeId), eq(users.managerId, representativeId)),
        ),
      );
    expect(total).toBe(expected.length);
    expect(items.map((item) => item.id).sort()).toEqual(expected.map((row) => row.id).sort());
    // The dealers it manages (by the query above): each a DEALER.
    for (const item of items.filter((row) => row.id !== representativeId)) {
      expect(item).toMatchObject({ role: 'DEALER' });
    }
    expect(total).toBeGreaterThan(3);
  });

  it('answers 404 for users outside the scope, 200 inside it', async () => {
    const ownDealer = await userIdOf(t, ACCOUNTS.DEALER);
    const otherDealer = await userIdOf(t, 'verkauf@rhein-main-busse.test');
    expect((await get(`/api/users/${ownDealer}`, representative)).statusCode).toBe(200);
    const outside = await get(`/api/users/${otherDealer}`, representative);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().error.code).toBe('NOT_FOUND');
    expect((await get(`/api/users/${adminId}`, representative)).statusCode).toBe(404);
    expect((await patch(otherDealer, representative, { is_active: 0, version: 1 })).statusCode).toBe(404);
  });

  it('gives a dealer 403 on the users list and its writes (no users privilege)', async () => {
    const list = await get('/api/users', dealer);
    expect(list.statusCode).toBe(403);
    expect(list.json().error.code).toBe('FORBIDDEN');
    const create = await t.request({
      method: 'POST',
      url: '/api/users',
      token: dealer,
      payload: validBody(places, 'DEALER'),
    });
    expect(create.statusCode).toBe(403);
  });
});

describe('hierarchy', () => {
  it.each(['ADMIN', 'REPRESENTATIVE'] as const)('refuses a representative creating an %s', async (role) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/users',
      token: representative,
      payload: validBody(places, role),
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ role: [message('user.role_not_allowed')] });
  });

  it('makes a dealer created by a representative its dealer', async () => {
    const created = await createUser(t, representative, validBody(places, 'DEALER'));
    expect(created.manager_id).toBe(representativeId);
    const list = await get('/api/users?per_page=100', representative);
    expect(list.json().data.items.map((item: { id: string }) => item.id)).toContain(created.id);
    expect((await get(`/api/users/${created.id}`, representative)).statusCode).toBe(200);
  });

  it('refuses a representative promoting its dealer beyond its hierarchy', async () => {
    const created = await createUser(t, representative, validBody(places, 'DEALER'));
    const response = await patch(created.id, representative, {
      role: 'ADMIN',
      coordinates: null,
      last_name: 'Kaya',
      version: created.version,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ role: [message('user.role_not_allowed')] });
  });

  it('lets an ADMIN hand a dealer to a representative, and only to a live representative', async () => {
    const created = await createUser(t, admin, validBody(places, 'DEALER'));
    expect(created.manager_id).toBeNull();
    const toAdmin = await patch(created.id, admin, { manager_id: adminId, version: 1 });
    expect(fieldsOf(toAdmin)).toEqual({ manager_id: [message('user.manager_invalid')] });
    const handed = await patch(created.id, admin, { manager_id: representativeId, version: 1 });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json().data.manager_id).toBe(representativeId);
    expect((await get(`/api/users/${created.id}`, representative)).statusCode).toBe(200);
  });

  it('refuses a manager for a role other than DEALER', async () => {
    const body = validBody(places, 'ADMIN', { manager_id: representativeId });
    const response = await t.request({ method: 'POST', url: '/api/users', token: admin, payload: body });
    expect(fieldsOf(response)).toEqual({ manager_id: [message('user.not_for_role')] });
  });
});

describe('no mass assignment', () => {
  it('refuses a representative setting manager_id', async () => {
    const body = validBody(places, 'DEALER', { manager_id: representativeId });
    const response = await t.request({
      method: 'POST',
      url: '/api/users',
      token: representative,
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ manager_id: [message('common.unknown_field')] });
  });

  it('refuses columns that are not fields of the form, and changes nothing', async () => {
    const dealerId = await userIdOf(t, ACCOUNTS.DEALER);
    const before = await versionOf(dealerId);
    const response = await patch(dealerId, admin, {
      token_version: 0,
      password_hash: 'x',
      id: adminId,
      created_by: adminId,
      deleted_at: null,
      version: before,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(response)).sort()).toEqual([
      'created_by',
      'deleted_at',
      'id',
      'password_hash',
      'token_version',
    ]);
    expect(await versionOf(dealerId)).toBe(before);
  });

  it('refuses manager_id on one’s own account (PATCH /users/me)', async () => {
    const response = await t.request({
      method: 'PATCH',
      url: '/api/users/me',
      token: dealer,
      payload: { manager_id: null, version: 1 },
    });
    expect(fieldsOf(response)).toEqual({ manager_id: [message('common.unknown_field')] });
  });
});

describe('one’s own role and active state', () => {
  it('refuses an ADMIN changing its own role or deactivating itself, accepts the same values back', async () => {
    const version = await versionOf(adminId);
    const role = await patch(adminId, admin, { role: 'DEALER', version });
    expect(role.statusCode).toBe(400);
    expect(fieldsOf(role)).toEqual({ role: [message('user.own_role_locked')] });
    const inactive = await patch(adminId, admin, { is_active: 0, version });
    expect(fieldsOf(inactive)).toEqual({ is_active: [message('user.own_status_locked')] });
    const same = await patch(adminId, admin, { role: 'ADMIN', is_active: 1, first_name: 'Elif', version });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('refuses the same on PATCH /api/users/me, and deleting oneself', async () => {
    const me = (await get('/api/users/me', representative)).json().data;
    const response = await t.request({
      method: 'PATCH',
      url: '/api/users/me',
      token: representative,
      payload: { role: 'ADMIN', is_active: 0, version: me.version },
    });
    expect(fieldsOf(response)).toEqual({
      role: [message('user.own_role_locked')],
      is_active: [message('user.own_status_locked')],
    });
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/users/${adminId}?version=${await versionOf(adminId)}`,
      token: admin,
    });
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json().error.message).toBe(message('user.own_status_locked'));
  });
});
